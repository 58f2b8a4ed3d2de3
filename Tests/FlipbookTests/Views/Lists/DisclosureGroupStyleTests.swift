import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A style drawing the label, a marker for the state, and the content when expanded.
private struct PlusMinusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Button { configuration.isExpanded.toggle() } label: {
                HStack(spacing: 0) {
                    configuration.label
                    Text(configuration.isExpanded ? "−" : "+")
                }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// `disclosureGroupStyle(_:)` with a custom `DisclosureGroupStyle`.
@MainActor
@Suite struct DisclosureGroupStyleTests {
    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
    }

    @Test func aStyleDrawsTheGroupAndTogglesItsOwnState() throws {
        let graph = makeGraph(DisclosureGroup("Returns") { Text("30 days") }.disclosureGroupStyle(PlusMinusStyle()))
        #expect(texts(graph, at: 0) == ["text:Returns", "text:+"])
        try Tap("Returns", at: 0.1).perform(on: graph)
        #expect(texts(graph, at: 1) == ["text:Returns", "text:−", "text:30 days"])
    }

    @Test func aStyleSetsTheBindingGiven() throws {
        final class Box { var open = true }
        let box = Box()
        let graph = makeGraph(DisclosureGroup("Returns", isExpanded: Binding(get: { box.open }, set: { box.open = $0 })) {
            Text("30 days")
        }.disclosureGroupStyle(PlusMinusStyle()))
        #expect(texts(graph, at: 0) == ["text:Returns", "text:−", "text:30 days"])
        try Tap("Returns", at: 0.1).perform(on: graph)
        #expect(box.open == false)
    }

    @Test func theAutomaticStyleIsIOSsChevron() {
        let plain = makeGraph(DisclosureGroup("Returns") { Text("30 days") }).displayList(at: 0)
        let automatic = makeGraph(DisclosureGroup("Returns") { Text("30 days") }.disclosureGroupStyle(.automatic)).displayList(at: 0)
        #expect(plain.flattened.map(\.kind) == automatic.flattened.map(\.kind))
        #expect(plain.flattened.map(\.rect) == automatic.flattened.map(\.rect))
    }
}
