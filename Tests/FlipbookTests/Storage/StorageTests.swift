import Foundation
import Testing
@testable import Flipbook

/// `@AppStorage` and `@SceneStorage`: values by key in the scene's own in-memory store.
@MainActor
@Suite struct StorageTests {
    enum Theme: String { case light, dark }

    private struct Settings: View {
        @AppStorage("username") private var username = "guest"
        @AppStorage("launches") private var launches = 0
        @AppStorage("theme") private var theme = Theme.light
        @AppStorage("nickname") private var nickname: String?
        @SceneStorage("username") private var draft = "draft"

        var body: some View {
            VStack {
                Text(verbatim: "\(username) \(launches) \(theme.rawValue) \(nickname ?? "nil") \(draft)")
                Button("Sign in") {
                    username = "ada"
                    launches += 1
                    theme = .dark
                    nickname = "Countess"
                }
                Button("Forget nickname") { nickname = nil }
            }
        }
    }

    /// Another view reading one of the same keys.
    private struct Greeting: View {
        @AppStorage("username") private var username = "someone"
        var body: some View { Text(verbatim: "Hello \(username)") }
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        graph.displayList(at: graph.time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func valuesAreSharedByKeyWithinTheSceneOnly() throws {
        let graph = makeGraph(VStack { Settings(); Greeting() })
        // Each property reads its own default while the key has no value.
        #expect(texts(graph) == ["guest 0 light nil draft", "Sign in", "Forget nickname", "Hello someone"])
        try graph.tap("Sign in", at: 0.1)
        #expect(texts(graph) == ["ada 1 dark Countess draft", "Sign in", "Forget nickname", "Hello ada"])
        try graph.tap("Sign in", at: 0.2)
        try graph.tap("Forget nickname", at: 0.3)
        #expect(texts(graph).first == "ada 2 dark nil draft")
        // Another scene starts from the defaults.
        let other = makeGraph(VStack { Settings(); Greeting() })
        #expect(texts(other).first == "guest 0 light nil draft")
        #expect(texts(other).last == "Hello someone")
    }

    private struct TabMemory: View {
        @SceneStorage("tab") private var tab = 0
        var body: some View {
            VStack {
                Text(verbatim: "tab \(tab)")
                Incrementer(value: $tab)
            }
        }
    }

    /// Changes a value through its binding.
    private struct Incrementer: View {
        @Binding var value: Int
        var body: some View { Button("Next") { value += 1 } }
    }

    @Test func sceneStorageIsSharedByKeyAndBinds() throws {
        let graph = makeGraph(VStack {
            TabMemory().accessibilityIdentifier("first")
            TabMemory().accessibilityIdentifier("second")
        })
        try graph.tap("first", at: 0.1)
        try graph.tap("second", at: 0.2)
        #expect(texts(graph).filter { $0.hasPrefix("tab") } == ["tab 2", "tab 2"])
    }
}
