import Testing
@testable import Flipbook

/// Group boxes, unavailable-content views, outline groups, control groups, colour pickers, share
/// links, and the row actions iOS shows nothing of at rest.
@MainActor
@Suite struct EverydayViewsTests {
    @Test func groupBoxPadsItsLabelAndContentOnTheSecondaryBackground() {
        let graph = makeGraph(GroupBox("Weather") { Text("Sunny") })
        // "Weather" 59.5 wide; two lines of 21.25 with 8 between (60 and 22 on the pixel grid); 16 pt inside the box.
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 92, height: 84))
        #expect(graph.texts == ["Weather", "Sunny"])
        let box = graph.displayList(at: 0).flattened.first { $0.kind == "shape" }!
        #expect(box.color == Color(UIColor.secondarySystemBackground).rgba)
        let older = makeGraph(GroupBox(label: Text("Weather")) { Text("Sunny") })
        #expect(older.sizeThatFits(.unspecified) == CGSize(width: 92, height: 84))
    }

    private struct PlainCardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 10) {
                configuration.label
                configuration.content
            }
            .padding(4)
        }
    }

    @Test func aGroupBoxStyleLaysOutTheLabelAndContentItsOwnWay() {
        let graph = makeGraph(GroupBox("Weather") { Text("Sunny") }.groupBoxStyle(PlainCardStyle()))
        // "Weather" and "Sunny" 60 and 43 wide on the pixel grid, 10 between, 4 around; no box drawn.
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 121, height: 30))
        #expect(graph.texts == ["Weather", "Sunny"])
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "shape" })
        // `.automatic` inside a style draws iOS's box again.
        let automatic = makeGraph(GroupBox("Weather") { Text("Sunny") }.groupBoxStyle(.automatic))
        #expect(automatic.sizeThatFits(.unspecified) == CGSize(width: 92, height: 84))
    }

    @Test func searchUnavailableNamesTheQueryAndFillsTheSpace() {
        let graph = makeGraph(ContentUnavailableView.search(text: "tofu"))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 400, height: 300)) == CGSize(width: 400, height: 300))
        #expect(graph.texts.suffix(2) == ["No Results for “tofu”", "Check the spelling or try a new search."])
        #expect(makeGraph(ContentUnavailableView.search).texts.suffix(2) == ["No Results", "Check the spelling or try a new search."])
    }

    private struct Folder: Identifiable {
        let name: String
        var children: [Folder]?
        var id: String { name }
    }

    private struct Outline: View {
        let tree = [Folder(name: "Documents", children: [Folder(name: "Taxes"), Folder(name: "Recipes")]), Folder(name: "Notes")]
        var body: some View {
            VStack { OutlineGroup(tree, children: \.children) { Text($0.name) } }
        }
    }

    @Test func outlineRowsStartCollapsedAndATapExpandsThem() throws {
        let graph = makeGraph(Outline())
        #expect(graph.texts == ["Documents", "Notes"])
        try graph.tap("Documents", at: 0)
        #expect(graph.texts(at: 1) == ["Documents", "Taxes", "Recipes", "Notes"])
    }

    @Test func controlGroupSharesTheWidthEqually() {
        let graph = makeGraph(ControlGroup {
            Button("Bold") {}
            Button("Italic") {}
        }.frame(width: 200))
        // Two 100 pt halves (100…200, 200…300), each 34 pt high: "Bold" (34 pt) and "Italic" (51 pt) centred in them (224.5 drawn at 225).
        #expect(graph.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 34))
        #expect(graph.frames(of: "Text(\"Bold\")").map { $0[0] } == [133])
        #expect(graph.frames(of: "Text(\"Italic\")").map { $0[0] } == [225])
    }

    @Test func colorPickerDrawsAWellTrailing() {
        let graph = makeGraph(ColorPicker("Tint", selection: .constant(.orange)))
        // The ring 28 pt at the trailing edge; the colour 5.5 pt inside it (377.5, drawn on whole pixels).
        #expect(graph.frames(of: "_InsetShape<Circle>") == [[372, 136, 28, 28]])
        #expect(graph.frames(of: "Circle") == [[378, 142, 17, 17]])
    }

    @Test func shareLinkIsTheShareSymbolAndTitleInTheTint() {
        let graph = makeGraph(ShareLink(item: URL(string: "https://example.com")!))
        let title = graph.displayList(at: 0).flattened.first { $0.kind == "text:Share" }!
        #expect(title.color == Color.accentColor.rgba)
    }

    @Test func shareLinkIsDrawnByTheButtonStyleAroundIt() {
        let share = makeGraph(ShareLink(item: URL(string: "https://example.com")!).buttonStyle(.bordered))
        let button = makeGraph(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }.buttonStyle(.bordered))
        #expect(share.displayList(at: 0) == button.displayList(at: 0))
    }

    @Test func rowActionsDrawNothingAtRest() {
        let plain = makeGraph(Text("Row")).displayList(at: 0)
        let withActions = makeGraph(Text("Row")
            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
            .contextMenu { Button("Copy") {} }).displayList(at: 0)
        #expect(withActions == plain)
    }
}
