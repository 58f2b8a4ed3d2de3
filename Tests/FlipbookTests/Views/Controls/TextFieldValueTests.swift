import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `TextField(value:format:)` and `TextField(axis:)`: what the field shows, when typed text is read
/// back into the value, and how a vertical field grows.
@MainActor
@Suite struct TextFieldValueTests {
    @Observable final class Bill {
        var amount = 12.5
        var people: Int? = 2
    }

    private struct Form: View {
        let bill: Bill
        var body: some View {
            @Bindable var bill = bill
            VStack {
                TextField("Amount", value: $bill.amount, format: .currency(code: "USD"))
                TextField("People", value: $bill.people, format: .number)
            }
        }
    }

    private func shownTexts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func showsTheValueFormattedInTheEnvironmentsLocale() {
        let graph = makeGraph(Form(bill: Bill()))
        #expect(shownTexts(graph, at: 0) == ["$12.50", "2"])
    }

    @Test func readsTypedTextBackWhenEditingEnds() throws {
        let bill = Bill()
        let graph = makeGraph(Form(bill: bill))
        // Typing goes to the field's text; the value stays until return ends the editing.
        try TypeText("People", "5", at: 0.1).perform(on: graph)
        #expect(shownTexts(graph, at: 0.1) == ["$12.50", "25"])
        #expect(bill.people == 2)
        try TypeText("People", "\n", at: 0.2).perform(on: graph)
        graph.update(at: 0.3)
        #expect(bill.people == 25)
        #expect(shownTexts(graph, at: 1) == ["$12.50", "25"])
    }

    @Test func textThatDoesNotParseKeepsAValueAndClearsAnOptionalOne() throws {
        let bill = Bill()
        bill.people = nil
        let graph = makeGraph(Form(bill: bill))
        // An empty optional shows the placeholder; Foundation's parse reads "$12.50x" leniently as 12.5.
        #expect(shownTexts(graph, at: 0) == ["$12.50", "People"])
        try TypeText("Amount", "x\n", at: 0.1).perform(on: graph)
        try TypeText("People", "x\n", at: 0.2).perform(on: graph)
        graph.update(at: 0.3)
        #expect(bill.amount == 12.5)
        #expect(bill.people == nil)
        #expect(shownTexts(graph, at: 1) == ["$12.50", "People"])
        try TypeText("People", "7\n", at: 1.1).perform(on: graph)
        graph.update(at: 1.2)
        #expect(bill.people == 7)
    }

    @Test func aVerticalFieldWrapsAndGrowsUpToItsLineLimit() {
        let long = String(repeating: "word ", count: 20)
        func height(_ limit: ClosedRange<Int>, _ text: String) -> CGFloat {
            makeGraph(TextField("Message", text: .constant(text), axis: .vertical).lineLimit(limit))
                .sizeThatFits(ProposedViewSize(width: 200, height: nil)).height
        }
        // The fake measurer's body line is 17 × 1.25 = 21.25 pt, reported on whole points (22).
        #expect(height(1...5, "Hi") == 22)
        #expect(height(3...5, "Hi") == 64)
        #expect(height(1...5, long) == 107)
        #expect(makeGraph(TextField("Message", text: .constant(long)))
            .sizeThatFits(ProposedViewSize(width: 200, height: nil)).height == 22)
    }
}
