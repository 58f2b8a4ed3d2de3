import Testing
@testable import Flipbook

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`:
/// app code written for Combine's models updates its views the same way.
private final class CounterModel: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var count = 0
    @Published var name = "Ada"
    var unpublished = 0
    init() { Self.made += 1 }
}

private struct CountLabel: View {
    @ObservedObject var model: CounterModel
    var body: some View { Text("Count \(model.count)") }
}

private struct ModelCounter: View {
    @StateObject private var model = CounterModel()
    @State private var unrelated = 0
    var body: some View {
        VStack {
            CountLabel(model: model)
            Text("Name \(model.name)")
            Text("Quiet \(model.unpublished)")
            Button("Add") { model.count += 1 }
            Button("Rename") { $model.name.wrappedValue = "Grace" }
            Button("Quiet") {
                model.unpublished += 1
                model.objectWillChange.send()
            }
            Button("Other \(unrelated)") { unrelated += 1 }
        }
    }
}

private struct SettingsReader: View {
    @EnvironmentObject var settings: CounterModel
    var body: some View { Text("Shared \(settings.count)") }
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {
    @Test func publishedChangesUpdateTheViewsThatReadThem() throws {
        let graph = makeGraph(ModelCounter())
        #expect(graph.texts(at: 0).prefix(3) == ["Count 0", "Name Ada", "Quiet 0"])
        try graph.tap("Add", at: 0.1)
        try graph.tap("Add", at: 0.2)
        #expect(graph.texts(at: 0.3).prefix(3) == ["Count 2", "Name Ada", "Quiet 0"])
        try graph.tap("Rename", at: 0.4)
        #expect(graph.texts(at: 0.5).prefix(2) == ["Count 2", "Name Grace"])
        try graph.tap("Quiet", at: 0.6)
        #expect(graph.texts(at: 0.7)[2] == "Quiet 1")
    }

    @Test func aStateObjectIsMadeOnceForTheLifeOfItsView() throws {
        CounterModel.made = 0
        let graph = makeGraph(ModelCounter())
        try graph.tap("Other 0", at: 0.1)
        try graph.tap("Other 1", at: 0.2)
        try graph.tap("Add", at: 0.3)
        #expect(graph.texts(at: 0.4).first == "Count 1")
        #expect(CounterModel.made == 1)
    }

    @Test func anEnvironmentObjectIsFoundByType() throws {
        let model = CounterModel()
        let graph = makeGraph(VStack {
            SettingsReader()
            Button("Bump") { model.count += 5 }
        }.environmentObject(model))
        #expect(graph.texts(at: 0).first == "Shared 0")
        try graph.tap("Bump", at: 0.1)
        #expect(graph.texts(at: 0.2).first == "Shared 5")
    }

    @Test func aChangeOutsideAnyViewIsSeenAtTheNextUpdate() {
        let model = CounterModel()
        let graph = makeGraph(CountLabel(model: model))
        #expect(graph.texts(at: 0) == ["Count 0"])
        graph.perform(at: 0.1) { model.count = 3 }
        #expect(graph.texts(at: 0.2) == ["Count 3"])
    }
}
