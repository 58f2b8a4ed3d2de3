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

    private struct Cups: View {
        @AppStorage("cupsToday") private var cups = 0
        @AppStorage("goal", store: UserDefaults(suiteName: "flipbook.tests.goals")) private var goal = 8
        @AppStorage("unit") private var unit = "cups"
        var body: some View {
            Button("Drink") { cups += 1 }
            Text(verbatim: "\(cups) of \(goal) \(unit)")
        }
    }

    /// A preview that fills a suite and hands it to `defaultAppStorage`, as previews seed
    /// `@AppStorage`: the views start from the suite's values; what they write stays in the scene.
    @Test func aStoresValuesAreTheKeysFirstValues() throws {
        let defaults = try #require(UserDefaults(suiteName: "flipbook.tests.preview"))
        defaults.set(9, forKey: "cupsToday")
        defaults.set("glasses", forKey: "unit")
        let goals = try #require(UserDefaults(suiteName: "flipbook.tests.goals"))
        goals.set(12, forKey: "goal")
        defer {
            defaults.removePersistentDomain(forName: "flipbook.tests.preview")
            goals.removePersistentDomain(forName: "flipbook.tests.goals")
        }
        let graph = makeGraph(VStack { Cups().defaultAppStorage(defaults) })
        #expect(texts(graph).contains("9 of 12 glasses"))
        try graph.tap("Drink", at: 0.2)
        graph.update(at: 0.2)
        #expect(texts(graph).contains("10 of 12 glasses"))
        #expect(defaults.integer(forKey: "cupsToday") == 9)
        // Without the default store only the property naming its store reads one.
        #expect(texts(makeGraph(VStack { Cups() })).contains("0 of 12 cups"))
    }

    private struct Streak: View {
        @AppStorage("flipbook.tests.streak") private var streak = 0
        var body: some View { Text(verbatim: "streak \(streak)") }
    }

    /// `UserDefaults.standard` keeps values between processes, so a render never reads it.
    @Test func theStandardStoreIsNeverRead() throws {
        UserDefaults.standard.set(5, forKey: "flipbook.tests.streak")
        defer { UserDefaults.standard.removeObject(forKey: "flipbook.tests.streak") }
        #expect(texts(makeGraph(VStack { Streak().defaultAppStorage(.standard) })).contains("streak 0"))
        #expect(texts(makeGraph(VStack { Streak() })).contains("streak 0"))
    }
}
