import Testing
@testable import Flipbook

/// `.pickerStyle(.inline)`: in a form each choice is a 44 pt row with a checkmark on the selected
/// one, chosen by a tap; outside lists, a wheel.
private struct SizeForm: View {
    @State private var size = 1
    var body: some View {
        Form {
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.inline)
            Text("Chosen \(size)")
        }
    }
}

@MainActor
@Suite struct InlinePickerTests {
    @Test func inAFormEachChoiceIsARowAndATapChoosesIt() throws {
        let graph = makeGraph(SizeForm(), size: CGSize(width: 400, height: 400))
        let list = graph.displayList(at: 0)
        #expect(list.origin(ofText: "Medium").y - list.origin(ofText: "Small").y == 44)
        #expect(list.origin(ofText: "Large").y - list.origin(ofText: "Medium").y == 44)
        // Three choices in three rows' height, then the next row.
        #expect(list.origin(ofText: "Chosen 1").y - list.origin(ofText: "Large").y == 44)
        try graph.tap("Large", at: 0.1)
        #expect(graph.displayList(at: 0.2).flattened.contains { $0.kind == "text:Chosen 2" })
    }

    @Test func outsideAListItIsAWheel() {
        let graph = makeGraph(Picker("Size", selection: .constant(1)) {
            ForEach(0..<3) { Text("Size \($0)") }
        }.pickerStyle(.inline))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 216))
    }
}
