@testable import Flipbook
import FlipbookDisplayList
import Testing

// `listRowSpacing` and `listSectionSpacing` in an inset-grouped list (metrics in ListLayoutTests:
// 16-pt margins, 44-pt rows, 35 pt above a section without a header, 22 above a header's text).
// With row spacing each row is a card of its own, with no separators (iOS 17's look, an estimate
// from screenshots); `.compact` is 20 pt, an estimate.

@MainActor private func cards(_ graph: ViewGraph) -> [CGRect] {
    graph.shapes(in: Color(UIColor.secondarySystemGroupedBackground), at: 0)
}

@MainActor
@Suite struct ListSpacingTests {
    private let size = CGSize(width: 300, height: 500)

    @Test func rowSpacingSeparatesRowsIntoCardsOfTheirOwn() {
        let graph = makeGraph(List { Text("One"); Text("Two"); Text("Three") }.listRowSpacing(10), size: size)
        #expect(cards(graph) == [CGRect(x: 16, y: 35, width: 268, height: 44), CGRect(x: 16, y: 89, width: 268, height: 44),
                                 CGRect(x: 16, y: 143, width: 268, height: 44)])
        #expect(graph.shapes(in: Color(UIColor.separator), at: 0).isEmpty)
        #expect(graph.displayList(at: 0).origin(ofText: "Two") == CGPoint(x: 32, y: 100))
    }

    @Test func noRowSpacingKeepsOneCardWithSeparators() {
        for list in [AnyView(List { Text("One"); Text("Two") }), AnyView(List { Text("One"); Text("Two") }.listRowSpacing(nil)),
                     AnyView(List { Text("One"); Text("Two") }.listRowSpacing(0))] {
            let graph = makeGraph(list, size: size)
            #expect(cards(graph) == [CGRect(x: 16, y: 35, width: 268, height: 88)])
            #expect(graph.shapes(in: Color(UIColor.separator), at: 0).count == 1)
        }
    }

    @Test func plainListsSpaceTheirRowsKeepingSeparators() {
        let graph = makeGraph(List { Text("One"); Text("Two") }.listStyle(.plain).listRowSpacing(8), size: size)
        #expect(graph.displayList(at: 0).origin(ofText: "One").y == 11)
        #expect(graph.displayList(at: 0).origin(ofText: "Two").y == 63)
        #expect(graph.shapes(in: Color(UIColor.separator), at: 0).map(\.minY) == [43])
    }

    private func sections(_ spacing: ListSectionSpacing?) -> some View {
        let list = List {
            Section { Text("A") }
            Section { Text("B") }
            Section { Text("C") } header: { Text("Header") }
        }
        return Group {
            if let spacing { list.listSectionSpacing(spacing) } else { list }
        }
    }

    @Test func sectionSpacingSetsTheGapsBetweenSections() {
        // Default: 35 above the first card, 35 between headerless ones, 22 above a header's text.
        #expect(cards(makeGraph(sections(nil), size: size)).map(\.minY) == [35, 114, 203])
        #expect(cards(makeGraph(sections(.default), size: size)).map(\.minY) == [35, 114, 203])
        // Custom: the list's top stays 35; each gap is the spacing (to the header's text for the
        // third: 91 + 44 + 12 = 147, + 17 + 6 = 170).
        #expect(cards(makeGraph(sections(.custom(12)), size: size)).map(\.minY) == [35, 91, 170])
        #expect(cards(makeGraph(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(12), size: size))
            .map(\.minY) == [35, 91])
        // Compact: 20.
        #expect(cards(makeGraph(sections(.compact), size: size)).map(\.minY) == [35, 99, 186])
    }

    @Test func aSectionsOwnSpacingOverridesTheListsHalfOnEachSide() {
        // Sections asking for 10 and 40 on a list of 5: 79 + (10 + 40) / 2 = 104; the last, asking
        // for none, takes its neighbour's 40: 148 + 40 = 188.
        let graph = makeGraph(List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B") }.listSectionSpacing(40)
            Section { Text("C") }
        }.listSectionSpacing(5), size: size)
        #expect(cards(graph).map(\.minY) == [35, 104, 188])
        // A section without its own takes its neighbour's: 40 between the two.
        let alone = makeGraph(List {
            Section { Text("A") }
            Section { Text("B") }.listSectionSpacing(40)
        }, size: size)
        #expect(cards(alone).map(\.minY) == [35, 119])
    }

    @Test func spacingsBetweenMixOwnAndListValues() {
        let spacing = ListSpacing(rows: 0, sections: .custom(10))
        #expect(spacing.between(nil, nil, standard: 35) == 10)
        #expect(spacing.between(.custom(30), nil, standard: 35) == 30)
        #expect(spacing.between(.default, .custom(20), standard: 35) == 27.5)
        #expect(ListSpacing().between(nil, nil, standard: 22) == 22)
    }
}
