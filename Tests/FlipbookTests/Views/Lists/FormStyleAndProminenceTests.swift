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
}
