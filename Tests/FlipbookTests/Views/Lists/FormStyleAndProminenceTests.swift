import Testing
@testable import Flipbook

@MainActor
@Suite struct FormStyleAndProminenceTests {
    private func drawn<V: View>(_ view: V) -> String {
        String(describing: makeGraph(view, size: CGSize(width: 300, height: 400)).displayList(at: 0).flattened.map { "\($0)" })
    }

    @Test func theGroupedFormStyleDrawsAsTheAutomaticOne() {
        let form = Form { Section("Account") { Text("Name") } }
        #expect(drawn(form.formStyle(.grouped)) == drawn(form))
        #expect(drawn(form.formStyle(.automatic)) == drawn(form))
    }

    @Test func anIncreasedHeaderIsInThePrimaryColourAndNotUppercased() {
        let list = makeGraph(List {
            Section("Account") { Text("Name") }.headerProminence(.increased)
            Section("Other") { Text("Row") }
        }, size: CGSize(width: 300, height: 400)).displayList(at: 0).flattened
        #expect(list.contains { $0.kind == "text:Account" && $0.color == UIColor.label.color.rgba })
        #expect(list.contains { $0.kind == "text:OTHER" && $0.color == UIColor.secondaryLabel.color.rgba })
    }
}

@MainActor
@Suite struct CollapsibleSectionTests {
    @Test func aCollapsedSectionKeepsItsHeaderAndHidesItsRows() {
        let drawn = makeGraph(List {
            Section("Advanced", isExpanded: .constant(false)) { Text("Reset") }
            Section("Open", isExpanded: .constant(true)) { Text("Row") }
        }, size: CGSize(width: 300, height: 400)).displayList(at: 0).flattened.map(\.kind)
        #expect(drawn.contains("text:ADVANCED"))
        #expect(!drawn.contains("text:Reset"))
        #expect(drawn.contains("text:Row"))
    }

    private struct Sidebar: View {
        @State var showsArchive = false
        var body: some View {
            List {
                Section("Archive", isExpanded: $showsArchive) { Text("2023") }
                Section("Recent") { Text("Today") }
            }
            .listStyle(.sidebar)
        }
    }

    @Test func aSidebarSectionHeaderHasATrailingChevronAndATapTogglesIt() throws {
        let graph = makeGraph(Sidebar(), size: CGSize(width: 300, height: 400))
        // One chevron (the section without a binding has none), pointing right (collapsed), at the header's
        // trailing end: the 6 × 11 stroke centred in a 12-pt box that ends where the header's text
        // may (300 less the 16-pt card margin and 16-pt row inset: 268).
        let chevrons = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.color == Color.accentColor.rgba }
        #expect(chevrons.map(\.rect) == [CGRect(x: 259, y: 28, width: 6, height: 11)])
        #expect(!graph.texts.contains("2023"))
        try graph.tap("Archive", at: 1)
        graph.update(at: 2)
        #expect(graph.texts(at: 2).contains("2023"))
    }
}
