import Testing
@testable import Flipbook
import FlipbookDisplayList

/// An alert whose actions hold a `TextField`: the field is drawn as `UIAlertController` draws
/// its text fields, under the message and above the buttons, not as a button (a 300 × 400 screen,
/// text measured 0.5 em a character and 1.25 em a line, on the pixel grid).
@MainActor
@Suite struct AlertTextFieldTests {
    private struct Prompt: View {
        @State var label: String
        @State private var shown = true
        var body: some View {
            Color.clear.alert("Name it", isPresented: $shown) {
                TextField("Label", text: $label)
                Button("Save") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("For checkout.")
            }
        }
    }

    @Test func theFieldIsDrawnUnderTheMessageAndTheButtonsStaySideBySide() throws {
        let graph = makeGraph(Prompt(label: "Work"), size: CGSize(width: 300, height: 400))
        let list = graph.play(from: 0, to: 1)
        let drawn = list.flattened
        // Header: 20 + title 22 + 2 + message 17 + 16 = 77; field: 13-pt text (17) + 4 + 4 = 25,
        // then 16; a one-pixel hairline; 44-point buttons: 163 tall, centred from 118.5 (119 on the pixel grid).
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 15, y: 119, width: 270, height: 163) })
        // The field: 16 points in from the card's sides (238 wide), on the field background.
        let field = CGRect(x: 31, y: 196, width: 238, height: 25)
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == field
                && $0.color == Color(UIColor.tertiarySystemBackground).resolvedColor(in: EnvironmentValues()).rgba })
        // Its text 4 points in, in the label colour; the placeholder is not drawn.
        #expect(list.origin(ofText: "Work") == CGPoint(x: 35, y: 200))
        #expect(drawn.first { $0.kind == "text:Work" }?.color == Color.primary.resolvedColor(in: EnvironmentValues()).rgba)
        #expect(!drawn.contains { $0.kind == "text:Label" })
        // Two buttons side by side on one row, the cancel button first.
        #expect(list.origin(ofText: "Cancel").y == list.origin(ofText: "Save").y)
        #expect(list.origin(ofText: "Cancel").x < list.origin(ofText: "Save").x)
    }

    @Test func anEmptyFieldShowsItsPlaceholderAndTypingFillsIt() throws {
        let graph = makeGraph(Prompt(label: ""), size: CGSize(width: 300, height: 400))
        let before = graph.play(from: 0, to: 1).flattened
        #expect(before.first { $0.kind == "text:Label" }?.color
                == Color(UIColor.placeholderText).resolvedColor(in: EnvironmentValues()).rgba)
        try TypeText("Label", "Home", at: 1).perform(on: graph)
        let after = graph.play(from: 1, to: 2).flattened
        #expect(after.contains { $0.kind == "text:Home" })
        #expect(!after.contains { $0.kind == "text:Label" })
        // Typing is not a tap on a button: the alert is still up.
        #expect(after.contains { $0.kind == "text:Name it" })
    }
}
