@testable import Flipbook
import FlipbookDisplayList
import Testing

// Forms are inset-grouped lists (iOS's `.automatic` form style on iPhone); LabeledContent puts
// its value trailing in the secondary colour (`LabeledContent` docs: "the label leading, the
// content trailing" in forms); DisclosureGroup's chevron points right collapsed and down
// expanded. Metrics as in ListLayoutTests.

@MainActor private func shapes(_ graph: ViewGraph, at time: Double = 0) -> [CGRect] {
    graph.displayList(at: time).flattened.filter { $0.kind == "shape" }.map(\.rect)
}

@MainActor
@Suite struct FormTests {
    @Test func formsAreInsetGroupedWhateverTheListStyle() {
        let form = makeGraph(Form { Text("One"); Text("Two") }.listStyle(.plain), size: CGSize(width: 390, height: 300))
        let list = makeGraph(List { Text("One"); Text("Two") }, size: CGSize(width: 390, height: 300))
        #expect(shapes(form) == shapes(list))
        #expect(shapes(form)[1] == CGRect(x: 16, y: 35, width: 358, height: 88))
    }

    @Test func labeledContentPutsTheValueTrailingInTheSecondaryColour() {
        let graph = makeGraph(Form { LabeledContent("Version", value: "1.2.3") }, size: CGSize(width: 390, height: 300))
        let texts = graph.displayList(at: 0).flattened.filter { $0.kind.hasPrefix("text:") }
        // "1.2.3" is 5 × 8.5 = 42.5 wide, 43 on the pixel grid, and ends on the row's trailing
        // margin (374 − 16 = 358).
        #expect(texts.map(\.kind) == ["text:Version", "text:1.2.3"])
        #expect(texts.map(\.rect.origin) == [CGPoint(x: 32, y: 46), CGPoint(x: 315, y: 46)])
        #expect(texts[1].color == Color(.secondaryLabel).rgba)
        #expect(texts[0].color == Color.primary.rgba)
    }

    @Test func labeledContentTakesAViewAndAFormat() {
        let graph = makeGraph(Form {
            LabeledContent("Storage") { Text("12 GB") }
            LabeledContent("Count", value: 42, format: .number)
        }, size: CGSize(width: 390, height: 300))
        let kinds = graph.displayList(at: 0).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
        #expect(kinds == ["text:Storage", "text:12 GB", "text:Count", "text:42"])
    }

    @Test func disclosureGroupsExpandIntoRowsWithAnimation() throws {
        struct Groups: View {
            var body: some View {
                List {
                    DisclosureGroup("Details") { Text("Size"); Text("Colour") }
                    Text("After")
                }
            }
        }
        let graph = makeGraph(Groups(), size: CGSize(width: 390, height: 400))
        // Collapsed: the label's row and "After", one card of 88.
        #expect(shapes(graph)[1] == CGRect(x: 16, y: 35, width: 358, height: 88))
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "text:Size" })
        try graph.tap("Details", at: 0.5)
        graph.update(at: 0.6)
        let growing = shapes(graph, at: 0.6)[1]
        #expect(growing.height > 88 && growing.height < 176)
        #expect(graph.displayList(at: 0.6).flattened.contains { $0.kind == "text:Size" })
        graph.update(at: 2)
        // Expanded: four rows; the content's rows follow the label's.
        #expect(shapes(graph, at: 2)[1] == CGRect(x: 16, y: 35, width: 358, height: 176))
        #expect(graph.displayList(at: 2).origin(ofText: "Size") == CGPoint(x: 32, y: 90))
        #expect(graph.displayList(at: 2).origin(ofText: "After") == CGPoint(x: 32, y: 178))
    }

    @Test func disclosureGroupsFollowTheirBinding() {
        struct Bound: View {
            @State var isExpanded = true
            var body: some View {
                VStack {
                    DisclosureGroup("Details", isExpanded: $isExpanded) { Text("Size") }
                    Text("Expanded: \(isExpanded ? "yes" : "no")")
                }
            }
        }
        let graph = makeGraph(Bound(), size: CGSize(width: 390, height: 300))
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:Size" })
        try? graph.tap("Details", at: 0.1)
        graph.update(at: 1)
        #expect(graph.displayList(at: 1).flattened.contains { $0.kind == "text:Expanded: no" })
        #expect(!graph.displayList(at: 1).flattened.contains { $0.kind == "text:Size" })
    }
}
