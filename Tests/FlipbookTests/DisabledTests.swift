import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `disabled(_:)`: disabled buttons and tap gestures do nothing, and buttons draw dimmed.
@MainActor
@Suite struct DisabledTests {
    private struct Form: View {
        @State private var count = 0
        let locked: Bool
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }.disabled(locked)
                Color.red.frame(width: 10, height: 10).onTapGesture { count += 10 }
                    .accessibilityIdentifier("square")
                    .disabled(locked)
            }
        }
    }

    private struct EnabledReader: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    @Test func disabledTargetsDoNothingWhenTapped() throws {
        let graph = makeGraph(Form(locked: true))
        try graph.tap("Add", at: 0)
        try graph.tap("square", at: 0.1)
        #expect(graph.displayList(at: 0.2).flattened.contains { $0.kind == "text:Count 0" })
        let open = makeGraph(Form(locked: false))
        try open.tap("Add", at: 0)
        try open.tap("square", at: 0.1)
        #expect(open.displayList(at: 0.2).flattened.contains { $0.kind == "text:Count 11" })
    }

    @Test func aDisabledButtonDrawsItsLabelInTheTertiaryLabelColour() {
        let colour = { (locked: Bool) in
            makeGraph(Form(locked: locked)).displayList(at: 0).flattened.first { $0.kind == "text:Add" }!.color
        }
        #expect(colour(true) == Color(UIColor.tertiaryLabel).rgba)
        #expect(colour(true).alpha == Double(Float(0.3)))
        #expect(colour(false) == Color.accentColor.rgba)
    }

    @Test func anInnerDisabledFalseDoesNotEnableWhatAnOuterDisabledDisables() {
        let graph = makeGraph(VStack { EnabledReader().disabled(false) }.disabled(true))
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:disabled" })
        let plain = makeGraph(EnabledReader())
        #expect(plain.displayList(at: 0).flattened.contains { $0.kind == "text:enabled" })
    }
}
