import Observation
import Testing
@testable import Flipbook

/// How every script event that takes a label finds its view (`ScriptName`): any one text or all
/// together, an exact name before a name it begins, labels that show a changing value.
@MainActor
@Suite struct ScriptNameTests {
    @Test func aLabelMatchesANameExactlyOrItsStartBeforeANonLetter() {
        let name = ScriptName(identifier: nil, accessibilityLabel: nil, texts: ["Quantity: 3", "in stock"])
        #expect(name.title == "Quantity: 3 in stock")
        #expect(name.aliases == ["Quantity: 3", "in stock"])
        #expect(name.match("Quantity: 3 in stock") == .exact)
        #expect(name.match("in stock") == .exact)
        #expect(name.match("Quantity") == .prefix)
        #expect(name.match("Quantity:") == .prefix)
        #expect(name.match("in") == .prefix)
        #expect(name.match("Quant") == nil)
        #expect(name.match("stock") == nil)
        #expect(name.match("") == nil)
        #expect(ScriptName(title: "Add (3)").match("Add") == .prefix)
        #expect(ScriptName(title: "Address").match("Add") == nil)
        #expect(ScriptName(title: "Level 2").match("Level") == .prefix)
        #expect(ScriptName(title: "Level2").match("Level") == nil)
        // An identifier is the title; the texts still name the view.
        let identified = ScriptName(identifier: "save", accessibilityLabel: "Save note", texts: ["Save"])
        #expect(identified.title == "save")
        #expect(["save", "Save note", "Save"].map(identified.match) == [.exact, .exact, .exact])
    }

    @Test func exactNamesWinOverNamesALabelBegins() {
        let names = ["Add", "Add (3)", "Add item"].map { ScriptName(title: $0) }
        #expect(ScriptName.named("Add", in: names, by: { $0 }).map(\.title) == ["Add"])
        #expect(ScriptName.named("Add (3)", in: names, by: { $0 }).map(\.title) == ["Add (3)"])
        #expect(ScriptName.named("Add", in: Array(names.dropFirst()), by: { $0 }).map(\.title) == ["Add (3)", "Add item"])
        #expect(ScriptName.named("Remove", in: names, by: { $0 }).isEmpty)
    }

    @Observable final class Model {
        var quantity = 0
        var wifi = false
        var saved = 0
        var added = 0
    }

    /// Controls whose labels are two texts, and ones that show their value, as tutorials write them.
    private struct Settings: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            VStack {
                Toggle(isOn: $model.wifi) {
                    Text("Wi-Fi")
                    Text("Home network")
                }
                Stepper("Quantity: \(model.quantity)", value: $model.quantity, in: 0...10)
                Button { model.saved += 1 } label: {
                    HStack {
                        Text("Save")
                        Text("⌘S")
                    }
                }
                Button("Add (\(model.added))") { model.added += 1 }
            }
        }
    }

    @Test func tapFlipAndStepFindAControlByAnyOneOfItsTexts() throws {
        let model = Model()
        let graph = makeGraph(Settings(model: model), size: CGSize(width: 400, height: 400))
        try Flip("Wi-Fi", at: 0.1).perform(on: graph)
        #expect(model.wifi)
        try Flip("Wi-Fi Home network", at: 0.2).perform(on: graph)
        try Flip("Home network", at: 0.3).perform(on: graph)
        #expect(model.wifi)
        try Tap("Save", at: 0.4).perform(on: graph)
        try Tap("⌘S", at: 0.5).perform(on: graph)
        try Tap("Save ⌘S", at: 0.6).perform(on: graph)
        #expect(model.saved == 3)
    }

    @Test func aStepperWhoseLabelShowsItsValueTakesEveryPress() throws {
        let model = Model()
        let graph = makeGraph(Settings(model: model), size: CGSize(width: 400, height: 400))
        // Named by the label's start: each press, and each later event, finds it again.
        try Step("Quantity", by: 3, at: 0.1).perform(on: graph)
        #expect(model.quantity == 3)
        try Step("Quantity", at: 0.2).perform(on: graph)
        try Step("Quantity", by: -2, at: 0.3).perform(on: graph)
        #expect(model.quantity == 2)
        // Named by the whole label as it is at the event: all its presses go to that stepper.
        try Step("Quantity: 2", by: 4, at: 0.4).perform(on: graph)
        #expect(model.quantity == 6)
        #expect(throws: RenderError.unknownControl(kind: "stepper", label: "Quantity: 2", known: ["Quantity: 6"])) {
            try Step("Quantity: 2", at: 0.5).perform(on: graph)
        }
        let bound = RenderError.invalidControlValue("stepper \"Quantity\" is at its upper bound after 4 of 5 presses: step it less")
        #expect(throws: bound) { try Step("Quantity", by: 5, at: 0.6).perform(on: graph) }
        #expect(model.quantity == 10)
    }

    @Test func aButtonWhoseTitleCountsIsTappedByItsStart() throws {
        let model = Model()
        let graph = makeGraph(Settings(model: model), size: CGSize(width: 400, height: 400))
        try Tap("Add", at: 0.1).perform(on: graph)
        try Tap("Add", at: 0.2).perform(on: graph)
        try Tap("Add (2)", at: 0.3).perform(on: graph)
        #expect(model.added == 3)
    }

    @Test func aLabelBeginningSeveralNamesIsAnErrorListingThem() {
        let graph = makeGraph(VStack {
            Button("Add (3)") {}
            Button("Add item") {}
            Toggle("Sync mail", isOn: .constant(true))
            Toggle("Sync: contacts", isOn: .constant(false))
        })
        let buttons = RenderError.ambiguousTapLabel("Add", matches: ["Add (3)", "Add item"])
        #expect(throws: buttons) { try Tap("Add", at: 0).perform(on: graph) }
        #expect(buttons.description == "2 tap targets are labelled \"Add\" (\"Add (3)\", \"Add item\"): "
            + "give them distinct labels or accessibilityIdentifiers to tap one")
        let toggles = RenderError.ambiguousControl(kind: "toggle", label: "Sync", matches: ["Sync mail", "Sync: contacts"])
        #expect(throws: toggles) { try Flip("Sync", at: 0).perform(on: graph) }
        #expect(toggles.description == "2 toggles are labelled \"Sync\" (\"Sync mail\", \"Sync: contacts\"): "
            + "give them distinct labels or accessibilityIdentifiers")
    }

    @Test func aSymbolBesideATextNamesTheViewWithIt() {
        // A like button: a heart and a count, named by both together in drawing order, the
        // symbol by its name or iOS's label for it ("Love"), and by the count alone.
        let name = ScriptName(identifier: nil, accessibilityLabel: nil, parts: [.symbol("heart"), .text("128")])
        #expect(name.title == "128")
        #expect(name.aliases == ["heart 128", "Love 128"])
        #expect(["128", "heart 128", "Love 128"].map(name.match) == [.exact, .exact, .exact])
        #expect(name.match("heart") == .prefix)
        #expect(name.match("128 heart") == nil)
        // Without texts, a symbol still names the view by itself, as before.
        let bare = ScriptName(identifier: nil, accessibilityLabel: nil, parts: [.symbol("heart")])
        #expect(bare.title == "Love")
        #expect(bare.aliases == ["heart"])
    }

    /// `LikeAnimation.swift`'s like button: a heart symbol and the count, in a plain button style.
    private struct LikeButton: View {
        @State private var isLiked = false
        @State private var likes = 128
        var body: some View {
            VStack {
                Button {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                } label: {
                    HStack(spacing: 6) {
                        Image(systemName: isLiked ? "heart.fill" : "heart")
                        Text(likes, format: .number)
                    }
                }
                .buttonStyle(.plain)
                Text(isLiked ? "liked" : "not liked")
            }
        }
    }

    @Test func aButtonOfASymbolAndACountIsTappedByBoth() throws {
        let graph = makeGraph(LikeButton())
        /// The count and the state shown at `time`.
        func shown(at time: Double) -> [String] {
            let texts = graph.displayList(at: time).flattened.map(\.kind)
            return ["128", "129", "liked", "not liked"].filter { texts.contains("text:" + $0) }
        }
        try Tap("heart 128", at: 0.1).perform(on: graph)
        #expect(shown(at: 0.2) == ["129", "liked"])
        try Tap("heart.fill 129", at: 0.3).perform(on: graph)
        #expect(shown(at: 0.4) == ["128", "not liked"])
        try Tap("Love 128", at: 0.5).perform(on: graph)
        #expect(shown(at: 0.6) == ["129", "liked"])
    }
}
