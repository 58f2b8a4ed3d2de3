import Foundation
import Testing
@testable import Flipbook

/// `defaultFocus` (the field given focus when its screen appears) and `defaultAppStorage` (the
/// scene's one in-memory store serves it).
@MainActor
@Suite struct DefaultFocusAndStoreTests {
    enum Field: Hashable { case name, notes }

    private struct NewItem: View {
        @State private var name = ""
        @State private var notes = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Notes", text: $notes).focused($field, equals: .notes)
                Text(verbatim: "focus \(field.map { "\($0)" } ?? "none")")
            }
            .defaultFocus($field, .notes)
        }
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        graph.displayList(at: graph.time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func theDefaultFieldTakesFocusWhenTheScreenAppears() throws {
        let graph = makeGraph(NewItem())
        #expect(texts(graph).last == "focus notes")
        try TypeText("Name", "Milk", at: 0.5).perform(on: graph)
        graph.update(at: 0.5)
        #expect(texts(graph).last == "focus name")
    }

    private struct Shown: View {
        @State private var isShown = false
        @FocusState private var field: Field?
        var body: some View {
            VStack {
                Button("Show") { isShown = true }
                TextField("Name", text: .constant("")).focused($field, equals: .name)
                if isShown {
                    TextField("Notes", text: .constant("")).focused($field, equals: .notes)
                        .defaultFocus($field, .notes)
                }
                Text(verbatim: "focus \(field.map { "\($0)" } ?? "none")")
            }
        }
    }

    @Test func aFieldThatAlreadyHasFocusKeepsIt() throws {
        let graph = makeGraph(Shown())
        #expect(texts(graph).last == "focus none")
        try Tap("Name", at: 0.2).perform(on: graph)
        try graph.tap("Show", at: 0.4)
        graph.update(at: 0.4)
        #expect(texts(graph).last == "focus name")
    }

    private struct Settings: View {
        @AppStorage("volume") private var volume = 3
        var body: some View {
            Button("Louder") { volume += 1 }
            Text(verbatim: "volume \(volume)")
        }
    }

    @Test func aDefaultStoreIsTheScenesStore() throws {
        let graph = makeGraph(VStack { Settings().defaultAppStorage(UserDefaults(suiteName: "group.flipbook.test")!) })
        #expect(texts(graph).contains("volume 3"))
        try graph.tap("Louder", at: 0.2)
        graph.update(at: 0.2)
        #expect(texts(graph).contains("volume 4"))
        #expect(graph.appStorage.entry("volume").value as? Int == 4)
    }
}
