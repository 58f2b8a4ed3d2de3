import Observation
import Testing
@testable import Flipbook

/// `@Environment(T.self)` and `environment(_:)` for `@Observable` models: found by type, and the
/// views that read a property are updated when it changes (and only they).
@Observable private final class Basket {
    var count = 0
    var note = ""
}

private struct BasketReader: View {
    nonisolated(unsafe) static var evaluations = 0
    @Environment(Basket.self) private var basket
    var body: some View {
        Self.evaluations += 1
        return Text("Items \(basket.count)")
    }
}

private struct OptionalBasketReader: View {
    @Environment(Basket.self) private var basket: Basket?
    var body: some View { Text(basket.map { "Has \($0.count)" } ?? "No basket") }
}

@MainActor
@Suite(.serialized) struct EnvironmentObservableTests {
    @Test func anObservableObjectIsFoundByTypeAndItsReadersUpdate() throws {
        let basket = Basket()
        BasketReader.evaluations = 0
        let graph = makeGraph(VStack {
            BasketReader()
            Button("Add") { basket.count += 2 }
            Button("Note") { basket.note = "fragile" }
        }.environment(basket))
        #expect(graph.texts(at: 0).first == "Items 0")
        #expect(BasketReader.evaluations == 1)
        try graph.tap("Add", at: 0.1)
        #expect(graph.texts(at: 0.2).first == "Items 2")
        #expect(BasketReader.evaluations == 2)
        try graph.tap("Note", at: 0.3)
        #expect(graph.texts(at: 0.4).first == "Items 2")
        #expect(BasketReader.evaluations == 2)
    }

    @Test func anOptionalReaderSeesNilWithoutAnObjectOrWhereNilReplacesIt() throws {
        let basket = Basket()
        basket.count = 3
        let graph = makeGraph(VStack {
            OptionalBasketReader()
            OptionalBasketReader().environment(nil as Basket?)
        }.environment(basket))
        #expect(graph.texts(at: 0) == ["Has 3", "No basket"])
        #expect(makeGraph(OptionalBasketReader()).texts(at: 0) == ["No basket"])
    }
}
