import Testing
@testable import Flipbook
import FlipbookDisplayList

private struct Channel: Identifiable {
    let id: Int
    var isOn: Bool
}

/// Shows the configuration a style gets, as text.
private struct ProbeToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                configuration.label
                Text("on \(configuration.isOn) mixed \(configuration.isMixed)")
            }
        }
    }
}

private struct AllChannels: View {
    @State var channels: [Channel]
    var body: some View {
        VStack {
            Toggle(sources: $channels, isOn: \.isOn) { Text("All") }
                .toggleStyle(ProbeToggleStyle())
            Text("set \(channels.map { $0.isOn ? "1" : "0" }.joined())")
        }
    }
}

/// `Toggle(sources:isOn:)`: one toggle over many Booleans.
@MainActor
@Suite struct ToggleSourcesTests {
    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
    }

    @Test func disagreeingSourcesAreMixedAndATapTurnsThemAllOn() throws {
        let graph = makeGraph(AllChannels(channels: [Channel(id: 1, isOn: true), Channel(id: 2, isOn: false)]))
        #expect(texts(graph, at: 0) == ["text:All", "text:on false mixed true", "text:set 10"])
        try Tap("All", at: 0.1).perform(on: graph)
        #expect(texts(graph, at: 0.2) == ["text:All", "text:on true mixed false", "text:set 11"])
        try Tap("All", at: 0.3).perform(on: graph)
        #expect(texts(graph, at: 0.4) == ["text:All", "text:on false mixed false", "text:set 00"])
    }

    @Test func aSwitchOverSourcesFlipsThemAll() throws {
        final class Box { var values = [false, false, true] }
        let box = Box()
        let bindings = box.values.indices.map { index in Binding(get: { box.values[index] }, set: { box.values[index] = $0 }) }
        let graph = makeGraph(Toggle("Everything", sources: bindings, isOn: \.self))
        // Mixed: the switch is drawn off (an iPhone's switch has no mixed look).
        try Flip("Everything", at: 0.1).perform(on: graph)
        #expect(box.values == [true, true, true])
    }
}
