import Testing
@testable import Flipbook
import FlipbookDisplayList

@MainActor
@Suite struct ToolbarTests {
    @Test func toolbarItemsSitAtTheEndsOfTheBarInTheTintAndTheBottomBarBelow() throws {
        struct Screen: View {
            @State var edits = 0
            var body: some View {
                NavigationStack {
                    Text("Edits \(edits)")
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Edit") { edits += 1 } }
                            ToolbarItem(placement: .topBarLeading) { Button("Sort") {} }
                            ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                        }
                }
            }
        }
        let graph = makeGraph(Screen(), size: CGSize(width: 300, height: 400))
        let list = graph.displayList(at: 0)
        // 17-point texts (21.25 tall) centred in the 44-point bar: y 11.375, rounded to whole pixels.
        #expect(list.origin(ofText: "Sort") == CGPoint(x: 16, y: 11))
        // "Edit" is 4 × 8.5 = 34 wide, 16 points in from the trailing edge.
        #expect(list.origin(ofText: "Edit") == CGPoint(x: 250, y: 11))
        let drawn = list.flattened
        #expect(drawn.first { $0.kind == "text:Edit" }?.color == Color.accentColor.rgba)
        // The bottom toolbar: 44 points, items 16 points in; clear, with no hairline, as nothing
        // reaches under it (its material is checked in `BottomBarScrollEdgeTests`).
        #expect(!drawn.contains { $0.kind == "shape" && $0.color == Material.bar.lightTint.rgba })
        #expect(list.origin(ofText: "Compose") == CGPoint(x: 16, y: 367))
        // The content is centred in what the bars leave: 44 to 356.
        #expect(list.origin(ofText: "Edits 0").y == 189)
        try graph.tap("Edit", at: 1)
        graph.update(at: 1)
        #expect(graph.displayList(at: 1).flattened.contains { $0.kind == "text:Edits 1" })
    }

    @Test func aConfirmationActionIsTheBarsSemiboldDoneButton() {
        // iOS 16–18 draw a confirmation as UIKit's `done` bar button item: semibold (600), where
        // cancellation and other actions stay regular (400); a weight set on the label wins.
        let screen = NavigationStack {
            Text("Form")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                    ToolbarItem(placement: .confirmationAction) { Button { } label: { Text("Save").fontWeight(.regular) } }
                }
        }
        let weights = Dictionary(uniqueKeysWithValues: makeGraph(screen, size: CGSize(width: 390, height: 400))
            .displayList(at: 0).allTexts.map { ($0.layout.string, $0.layout.font.weight) })
        #expect(weights == ["Form": 400, "Cancel": 400, "Done": 600, "Share": 400, "Save": 400])
    }

    @Test func groupsAndPrincipalItemsAndLabelsShowingTheirIconsOnly() throws {
        struct Screen: View {
            var body: some View {
                NavigationView {
                    Text("Body")
                        .navigationBarTitle("Hidden by the principal item", displayMode: .inline)
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Centre") }
                            ToolbarItemGroup(placement: .navigationBarTrailing) {
                                Button("One") {}
                                Button("Add", systemImage: "plus") {}
                            }
                        }
                }
            }
        }
        let graph = makeGraph(Screen(), size: CGSize(width: 300, height: 400))
        let list = graph.displayList(at: 0)
        #expect(!list.flattened.contains { $0.kind == "text:Hidden by the principal item" })
        // "Centre" (6 × 8.5 = 51) in the middle of the bar.
        #expect(list.origin(ofText: "Centre") == CGPoint(x: 124.5, y: 11).rounded)
        // The label shows its 19.55-point symbol only; "One" (25.5, 26 on the pixel grid) is 16 points before it.
        #expect(!list.flattened.contains { $0.kind == "text:Add" })
        #expect(abs(list.origin(ofText: "One").x - (300 - 16 - 19.55 - 16 - 26).rounded()) < 0.01)
        #expect(graph.buttonLabels == ["One", "Add"])
    }

    @Test func keyboardItemsDoNotShowAsFlipbookDrawsNoKeyboard() throws {
        struct Screen: View {
            @State var amount = "5"
            @FocusState var focused: Bool
            var body: some View {
                NavigationStack {
                    TextField("Amount", text: $amount)
                        .focused($focused)
                        .navigationTitle("Length")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                            ToolbarItemGroup(placement: .keyboard) {
                                Spacer()
                                Button("Done") { focused = false }
                            }
                        }
                        .onAppear { focused = true }
                }
            }
        }
        let graph = makeGraph(Screen(), size: CGSize(width: 300, height: 400))
        graph.update(at: 0.1)
        let list = graph.displayList(at: 0.1)
        #expect(list.origin(ofText: "Edit") == CGPoint(x: 250, y: 11))
        #expect(!list.flattened.contains { $0.kind == "text:Done" })
        // No bottom toolbar either: no bar material at the foot of the screen.
        #expect(!list.flattened.contains { $0.kind == "shape" && $0.rect.maxY == 400 && $0.color == Material.bar.lightTint.rgba })
    }

    @Test func navigationViewAndACompactSplitViewAreStacksOfTheirFirstColumn() throws {
        struct Split: View {
            var body: some View {
                NavigationSplitView {
                    NavigationLink("Details") { Text("Detail screen").navigationTitle("Details") }
                        .navigationTitle("Sidebar")
                } detail: {
                    Text("Never shown on an iPhone")
                }
            }
        }
        let graph = makeGraph(Split(), size: CGSize(width: 300, height: 400))
        let drawn = graph.displayList(at: 0).flattened
        #expect(drawn.contains { $0.kind == "text:Sidebar" })
        #expect(!drawn.contains { $0.kind == "text:Never shown on an iPhone" })
        try graph.tap("Details", at: 0)
        #expect(graph.play(from: 0, to: 2).flattened.contains { $0.kind == "text:Detail screen" })
        #expect(graph.buttonLabels.contains("Back"))
    }
}

extension ViewGraph {
    /// Updates and draws every 60th of a second after `start` up to `end`, as a render does
    /// (springs are sampled frame by frame); the drawing at `end`.
    func play(from start: Double, to end: Double) -> DisplayList {
        var time = start
        while time + 1.0 / 60 < end {
            time += 1.0 / 60
            update(at: time)
            _ = displayList(at: time)
        }
        update(at: end)
        return displayList(at: end)
    }
}

private extension CGPoint {
    var rounded: CGPoint { CGPoint(x: x.rounded(), y: y.rounded()) }
}
