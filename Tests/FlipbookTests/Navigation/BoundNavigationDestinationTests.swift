import Testing
@testable import Flipbook
import FlipbookDisplayList

private struct Trails: View {
    @State private var picked: Int?
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open 3") { picked = 3 }
                Button("Settings") { showsSettings = true }
                Text("picked \(picked.map(String.init) ?? "none")")
            }
            .navigationDestination(item: $picked) { value in Text("Trail \(value)") }
            .navigationDestination(isPresented: $showsSettings) { Text("Settings screen") }
        }
    }
}

/// `navigationDestination(item:)` and `navigationDestination(isPresented:)`: bindings push a screen.
@MainActor
@Suite struct BoundNavigationDestinationTests {
    private func graph() -> ViewGraph {
        makeSceneGraph(Trails(), size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:") }.map { String($0.dropFirst(5)) }
    }

    @Test func anItemPushesItsScreenAndBackClearsIt() throws {
        let graph = graph()
        #expect(!texts(graph, at: 0).contains("Trail 3"))
        try Tap("Open 3", at: 0.1).perform(on: graph)
        // Pushed (the push takes UIKit's 0.35 s or so; at 2 s it is over): the item's screen and a Back button.
        let pushed = texts(graph, at: 2)
        #expect(pushed.contains("Trail 3") && pushed.contains("Back"))
        try Tap("Back", at: 2.1).perform(on: graph)
        let popped = texts(graph, at: 4)
        #expect(!popped.contains("Trail 3"))
        #expect(popped.contains("picked none"))
    }

    @Test func aBooleanPushesItsScreenWhileTrue() throws {
        let graph = graph()
        try Tap("Settings", at: 0.1).perform(on: graph)
        #expect(texts(graph, at: 2).contains("Settings screen"))
        try Tap("Back", at: 2.1).perform(on: graph)
        #expect(!texts(graph, at: 4).contains("Settings screen"))
        // Shown again when set again: the binding, not a one-off push, decides.
        try Tap("Settings", at: 4.1).perform(on: graph)
        #expect(texts(graph, at: 6).contains("Settings screen"))
    }
}
