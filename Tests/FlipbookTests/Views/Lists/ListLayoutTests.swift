@testable import Flipbook
import FlipbookDisplayList
import Testing

// iOS 17 list metrics on an iPhone, and where they come from:
// - UIKit's layout margins: 16 pt, 20 pt on screens at least 414 pt wide (Plus/Max); rows' content,
//   inset-grouped cards and headers sit on them (UIKit's readable/layout margins; Flutter's
//   CupertinoListSection, "determined from SwiftUI's Forms", uses the same 20/16 inset margins).
// - `defaultMinListRowHeight` 44 pt (SwiftUI's EnvironmentValues; Apple HIG minimum tap target);
//   11 pt above and below a row's content (UIListContentConfiguration.cell's margins: a 22 pt
//   body line in a 44 pt row).
// - Inset-grouped cards: 10 pt continuous corners, `secondarySystemGroupedBackground` on
//   `systemGroupedBackground` (UIKit's semantic colours); 35 pt above a section without a header
//   (UITableView's grouped header + footer spacing, the gap iOS 15+ inset-grouped lists keep).
// - Grouped headers: footnote, `secondaryLabel`, uppercased; 22 pt above, 6 pt below (Flutter's
//   `_kMarginTop` 22 and inset-grouped header margin bottom 6, measured on the iOS simulator);
//   footers: footnote, `secondaryLabel`, 6 pt below the card.
// - Separators: hairlines in `separator`, from the row's text to the card's trailing edge, none
//   below a section's last row (iOS 14+ `listRowSeparatorLeading` default; FB16415220 shows rows'
//   separators aligned with the text).
// The fake text measurer makes a line 1.25 × the font size tall (17 pt body → 21.25, 13 pt
// footnote → 16.25) and each character 0.5 × the size wide; drawn frames are rounded to whole
// pixels (scale 1 here). Separators and hairlines are one device pixel (1 / scale points, as
// UIKit draws them), at the bottom of the row they follow.

@MainActor private func shapes(_ graph: ViewGraph, at time: Double = 0) -> [(rect: CGRect, color: RGBAColor)] {
    graph.displayList(at: time).flattened.filter { $0.kind == "shape" }.map { ($0.rect, $0.color) }
}

@MainActor private func rgba(_ color: UIColor, _ scheme: ColorScheme = .light) -> RGBAColor {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return Color(color).resolvedColor(in: environment).rgba
}

@MainActor
@Suite struct ListLayoutTests {
    @Test func insetGroupedRowsSitOnACardWithSeparatorsBetweenThem() {
        let graph = makeGraph(List { Text("One"); Text("Two") }, size: CGSize(width: 300, height: 200))
        let drawn = shapes(graph)
        // Background, card (35 pt down, 16 pt in, two 44 pt rows), one separator from the text's
        // leading edge (16 + 16) to the card's trailing edge, none below the last row.
        #expect(drawn.map(\.rect) == [CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 16, y: 35, width: 268, height: 88),
                                      CGRect(x: 32, y: 78, width: 252, height: 1)])
        #expect(drawn.map(\.color) == [rgba(.systemGroupedBackground), rgba(.secondarySystemGroupedBackground), rgba(.separator)])
        // 21.25 pt text centred in a 44 pt row: 35 + 22 − 10.625 = 46.375.
        #expect(graph.displayList(at: 0).origin(ofText: "One") == CGPoint(x: 32, y: 46))
        #expect(graph.displayList(at: 0).origin(ofText: "Two") == CGPoint(x: 32, y: 90))
    }

    @Test func dataListsMakeOneRowPerElement() {
        struct Fruit: Identifiable { let id: Int; let name: String }
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]
        let byKeyPath = makeGraph(List(["Apple", "Pear", "Plum"], id: \.self) { Text($0) }, size: CGSize(width: 300, height: 300))
        let identifiable = makeGraph(List(fruits) { Text($0.name) }, size: CGSize(width: 300, height: 300))
        let forEach = makeGraph(List { ForEach(fruits) { Text($0.name) } }, size: CGSize(width: 300, height: 300))
        for graph in [byKeyPath, identifiable, forEach] {
            #expect(shapes(graph)[1].rect == CGRect(x: 16, y: 35, width: 268, height: 132))
            #expect(shapes(graph).count == 4)
            #expect(graph.displayList(at: 0).origin(ofText: "Plum") == CGPoint(x: 32, y: 134))
        }
    }

    @Test func sectionsHaveUppercasedHeadersAndFooters() {
        let list = List {
            Section { Text("Apple"); Text("Pear") } header: { Text("Fruit") } footer: { Text("In season") }
            Section { Text("Leek") }
        }
        let graph = makeGraph(list, size: CGSize(width: 390, height: 400))
        let display = graph.displayList(at: 0)
        // Header: 22 pt down, on the rows' text edge (16 + 16), footnote in the secondary colour.
        #expect(display.origin(ofText: "FRUIT") == CGPoint(x: 32, y: 22))
        #expect(display.flattened.first { $0.kind == "text:FRUIT" }?.color == rgba(.secondaryLabel))
        // Card: 22 + 17 (the header's 16.25 on the pixel grid) + 6 = 45; footer 6 pt below it (133 + 6 = 139).
        #expect(shapes(graph)[1].rect == CGRect(x: 16, y: 45, width: 358, height: 88))
        #expect(display.origin(ofText: "In season") == CGPoint(x: 32, y: 139))
        // Next section 35 pt below the footer (139 + 17 + 35).
        #expect(shapes(graph)[3].rect == CGRect(x: 16, y: 191, width: 358, height: 44))
    }

    @Test func textCaseNilKeepsTheHeaderAsWritten() {
        let onSection = makeGraph(List { Section("Fruit") { Text("Apple") }.textCase(nil) })
        let onHeader = makeGraph(List { Section { Text("Apple") } header: { Text("Fruit").textCase(nil) } })
        for graph in [onSection, onHeader] {
            #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:Fruit" })
        }
    }

    @Test func sectionInitialisersAgree() {
        let titled = makeGraph(List { Section("Fruit") { Text("Apple") } })
        let builder = makeGraph(List { Section { Text("Apple") } header: { Text("Fruit") } })
        let values = makeGraph(List { Section(header: Text("Fruit"), footer: EmptyView()) { Text("Apple") } })
        for graph in [builder, values] {
            #expect(graph.layoutDump(at: 0) == titled.layoutDump(at: 0))
            #expect(graph.displayList(at: 0).origin(ofText: "FRUIT") == titled.displayList(at: 0).origin(ofText: "FRUIT"))
        }
    }

    @Test func plainListsRunEdgeToEdgeOnTheSystemBackground() {
        let list = List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
        }.listStyle(.plain)
        let graph = makeGraph(list, size: CGSize(width: 390, height: 300))
        // No card: the background, then the separator from the text (16) to the list's edge.
        // Header: headline (21.25 pt, 22 on the pixel grid) 6 pt down, as written, on a band of the
        // background (it pins); rows from 6 + 22 + 6 = 34.
        #expect(shapes(graph).map(\.rect) == [CGRect(x: 0, y: 0, width: 390, height: 300), CGRect(x: 16, y: 77, width: 374, height: 1),
                                               CGRect(x: 0, y: 0, width: 390, height: 34)])
        #expect(shapes(graph)[0].color == rgba(.systemBackground))
        #expect(graph.displayList(at: 0).origin(ofText: "Fruit") == CGPoint(x: 16, y: 6))
        #expect(graph.displayList(at: 0).origin(ofText: "Apple") == CGPoint(x: 16, y: 45))
    }

    @Test func groupedSectionsSpanTheWidthWithHairlinesAlongTheirEdges() {
        let graph = makeGraph(List { Text("One"); Text("Two") }.listStyle(.grouped), size: CGSize(width: 390, height: 300))
        #expect(shapes(graph).map(\.rect) == [
            CGRect(x: 0, y: 0, width: 390, height: 300), CGRect(x: 0, y: 35, width: 390, height: 88),
            CGRect(x: 16, y: 78, width: 374, height: 1),
            CGRect(x: 0, y: 35, width: 390, height: 1), CGRect(x: 0, y: 122, width: 390, height: 1),
        ])
        let hidden = makeGraph(List { Text("One").listSectionSeparator(.hidden) }.listStyle(.grouped), size: CGSize(width: 390, height: 300))
        #expect(shapes(hidden).count == 2)
    }

    @Test func insetListsInsetRowsWithoutACard() {
        let graph = makeGraph(List { Text("One"); Text("Two") }.listStyle(.inset), size: CGSize(width: 390, height: 300))
        #expect(shapes(graph).map(\.rect) == [CGRect(x: 0, y: 0, width: 390, height: 300), CGRect(x: 32, y: 43, width: 342, height: 1)])
        #expect(graph.displayList(at: 0).origin(ofText: "One") == CGPoint(x: 32, y: 11))
    }

    @Test func sidebarHeadersAreBoldAsWritten() {
        let graph = makeGraph(List { Section("Library") { Text("Songs") } }.listStyle(.sidebar), size: CGSize(width: 390, height: 300))
        let header = graph.displayList(at: 0).flattened.first { $0.kind == "text:Library" }
        #expect(header?.rect.origin == CGPoint(x: 32, y: 22))
        #expect(header?.color == rgba(.label))
        #expect(shapes(graph)[1].rect == CGRect(x: 16, y: 50, width: 358, height: 44))
    }

    @Test func widePhonesUseTwentyPointMargins() {
        let graph = makeGraph(List { Text("One") }, size: CGSize(width: 440, height: 300))
        #expect(shapes(graph)[1].rect == CGRect(x: 20, y: 35, width: 400, height: 44))
        #expect(graph.displayList(at: 0).origin(ofText: "One") == CGPoint(x: 40, y: 46))
    }

    @Test func separatorsStartAtTheRowsText() throws {
        let graph = makeGraph(List {
            HStack { Color.red.frame(width: 29, height: 29); Text("Wi-Fi") }
            Text("Bluetooth")
        }, size: CGSize(width: 390, height: 300))
        // The text follows the 29 pt square and 8 pt of spacing: 32 + 29 + 8 = 69; the row is
        // 29 + 2 × 11 = 51 pt tall.
        let separator = try #require(shapes(graph).last)
        #expect(separator.rect == CGRect(x: 69, y: 85, width: 305, height: 1))
    }

    @Test func rowModifiersChangeSeparatorsInsetsAndBackgrounds() {
        let graph = makeGraph(List {
            Text("One").listRowSeparator(.hidden)
            Text("Two").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("Three").listRowBackground(Color.yellow)
        }, size: CGSize(width: 390, height: 400))
        let drawn = shapes(graph)
        // Background, card, the yellow row (third row, 35 + 88), one separator (below Two, from its text).
        #expect(drawn.map(\.rect) == [CGRect(x: 0, y: 0, width: 390, height: 400), CGRect(x: 16, y: 35, width: 358, height: 132),
                                      CGRect(x: 16, y: 123, width: 358, height: 44), CGRect(x: 56, y: 122, width: 318, height: 1)])
        #expect(drawn[2].color == Color.yellow.rgba)
        #expect(graph.displayList(at: 0).origin(ofText: "Two") == CGPoint(x: 56, y: 90))
    }

    @Test func separatorTintsColourTheSeparatorsOfTheirRows() {
        let graph = makeGraph(List {
            Text("One").listRowSeparatorTint(.red)
            Text("Two").listRowSeparatorTint(.green, edges: .top)
            Text("Three")
            Text("Four").listRowSeparatorTint(.blue, edges: .top)
        }, size: CGSize(width: 390, height: 400))
        // Background, card, then the separators below One (One's own bottom tint wins over Two's
        // top), below Two (untinted: Two tints only its top, Three nothing) and below Three (Four's top).
        let separators = shapes(graph).dropFirst(2)
        #expect(separators.map(\.rect) == [CGRect(x: 32, y: 78, width: 342, height: 1), CGRect(x: 32, y: 122, width: 342, height: 1),
                                           CGRect(x: 32, y: 166, width: 342, height: 1)])
        #expect(separators.map(\.color) == [Color.red.rgba, rgba(.separator), Color.blue.rgba])
    }

    @Test func hiddenContentBackgroundLeavesTheCards() {
        let graph = makeGraph(ZStack { Color.mint; List { Text("One") }.scrollContentBackground(.hidden) }, size: CGSize(width: 390, height: 300))
        #expect(shapes(graph).map(\.color) == [Color.mint.rgba, rgba(.secondarySystemGroupedBackground)])
    }

    @Test func darkListsUseDarkGroupedColours() {
        let graph = makeGraph(List { Text("One"); Text("Two") }.environment(\.colorScheme, .dark), size: CGSize(width: 390, height: 300))
        #expect(shapes(graph).map(\.color) == [rgba(.systemGroupedBackground, .dark), rgba(.secondarySystemGroupedBackground, .dark),
                                               rgba(.separator, .dark)])
    }

    @Test func hairlinesAreOneDevicePixelOnThePixelGrid() {
        let list = List { Text("One"); Text("Two") }.listStyle(.grouped)
        for scale in [1.0, 2, 3] {
            let graph = makeGraph(list, size: CGSize(width: 390, height: 300), scale: scale)
            let lines = shapes(graph).filter { $0.color == rgba(.separator) }.map(\.rect)
            // The separator below One and the section's two edges: 1 / scale tall, on whole pixels.
            #expect(lines.count == 3)
            let pixels = lines.map { [$0.minY * scale, $0.maxY * scale] }
            #expect(pixels.allSatisfy { abs($0[1] - $0[0] - 1) < 1e-9 && $0.allSatisfy { abs($0 - $0.rounded()) < 1e-9 } })
            #expect(pixels.map { $0[1].rounded() } == [79 * scale, 35 * scale + 1, 123 * scale])
        }
    }

    @Test func navigationStacksShowTheListStylesBackground() {
        func background(_ style: some ListStyle) -> RGBAColor? {
            let graph = makeGraph(NavigationStack { List { Text("One") }.listStyle(style) }, size: CGSize(width: 390, height: 600))
            return shapes(graph).first?.color
        }
        #expect(background(.plain) == rgba(.systemBackground))
        #expect(background(.inset) == rgba(.systemBackground))
        #expect(background(.insetGrouped) == rgba(.systemGroupedBackground))
        #expect(background(.grouped) == rgba(.systemGroupedBackground))
        #expect(background(.sidebar) == rgba(.systemGroupedBackground))
    }

    @Test func listsTallerThanTheirFrameScroll() throws {
        let graph = makeGraph(List { ForEach(0..<20) { Text("Row \($0)") } }, size: CGSize(width: 390, height: 300))
        // 35 + 20 × 44 + 35 = 950 of content in 300: it scrolls up to 650.
        try Scroll(toY: 100, at: 0, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0).origin(ofText: "Row 0") == CGPoint(x: 32, y: -54))
        // The background stays where the list is.
        #expect(shapes(graph).first?.rect == CGRect(x: 0, y: 0, width: 390, height: 300))
        try Scroll(toEdge: .bottom, at: 0.1, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0.1).origin(ofText: "Row 19") == CGPoint(x: 32, y: 232))
        // A row's id scrolls its whole row (11 pt above its text) to the anchor.
        try Scroll(to: 10, anchor: .top, at: 0.2, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0.2).origin(ofText: "Row 10") == CGPoint(x: 32, y: 11))
    }

    @Test func plainListSectionHeadersPinToTheTopWhileScrolling() throws {
        func list(_ style: some ListStyle) -> some View {
            List {
                Section("A") { ForEach(0..<10, id: \.self) { Text("A\($0)") } }
                Section("B") { ForEach(0..<10, id: \.self) { Text("B\($0)") } }
            }.listStyle(style)
        }
        let graph = makeGraph(list(.plain), size: CGSize(width: 390, height: 300))
        // Each header is a 34 pt band (6 + 22 + 6: the headline's 21.25 on the pixel grid); A's rows end at 34 + 440 = 474.
        try Scroll(toY: 100, at: 0, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0).origin(ofText: "A") == CGPoint(x: 16, y: 6))
        #expect(graph.displayList(at: 0).origin(ofText: "A0") == CGPoint(x: 16, y: -55))
        // Rows pass under the pinned header's band, drawn in the list's background.
        let band = try #require(shapes(graph).first { $0.rect.minY == 0 && $0.rect.height == 34 && $0.rect.width == 390 })
        #expect(band.color == rgba(.systemBackground))
        // B's header pushes A's up as it arrives: A's band ends where its section does.
        try Scroll(toY: 460, at: 0.1, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0.1).origin(ofText: "A") == CGPoint(x: 16, y: -14))
        #expect(graph.displayList(at: 0.1).origin(ofText: "B") == CGPoint(x: 16, y: 20))  // 474 − 460 + 6
        // Grouped headers scroll with their rows.
        let grouped = makeGraph(list(.insetGrouped), size: CGSize(width: 390, height: 300))
        try Scroll(toY: 100, at: 0, animation: nil).perform(on: grouped)
        #expect(grouped.displayList(at: 0).origin(ofText: "A").y < 0)
    }

    @Test func listsClipTheirRowsToTheirFrame() {
        let graph = makeGraph(List { ForEach(0..<10) { Text("Row \($0)") } }.frame(height: 100), size: CGSize(width: 390, height: 300))
        guard case .group(let group) = graph.displayList(at: 0).items.first(where: { if case .group = $0 { true } else { false } }) else {
            Issue.record("the list draws no clipped group")
            return
        }
        #expect(group.clip != nil)
        // At rest, rows below the frame keep their places, clipped.
        #expect(graph.displayList(at: 0).origin(ofText: "Row 9") == CGPoint(x: 32, y: 542))
    }
}

/// `alignmentGuide(.listRowSeparatorLeading)`: where a row's separator starts.
@MainActor
@Suite struct ListRowSeparatorGuideTests {
    private struct Row: View {
        let title: String
        var body: some View {
            HStack(spacing: 12) {
                Text("AB").frame(width: 40)
                Text(title)
                    .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
            }
        }
    }

    @Test func aGuideInTheRowMovesTheSeparatorsStart() {
        let graph = makeGraph(List { Row(title: "One"); Row(title: "Two") }, size: CGSize(width: 300, height: 200))
        // Without the guide the separator would start at the badge's text ("AB", 17 pt wide, centred in
        // its 40 pt frame: 32 + 11.5 = 43.5, 44 on the pixel grid); with it, at the title: 32 + 40 + 12 = 84,
        // to the card's edge (284).
        let separators = shapes(graph).filter { $0.color == rgba(.separator) }.map(\.rect)
        #expect(separators == [CGRect(x: 84, y: 78, width: 200, height: 1)])
        let plain = makeGraph(List { HStack(spacing: 12) { Text("AB").frame(width: 40); Text("One") }; Text("Two") },
                              size: CGSize(width: 300, height: 200))
        #expect(shapes(plain).filter { $0.color == rgba(.separator) }.map(\.rect).first?.minX == 44)
    }
}
