import Testing
@testable import Flipbook
import FlipbookDisplayList

/// An alert's preferred action is drawn semibold: the button with `keyboardShortcut(.defaultAction)`
/// when there is one (as iOS makes it the alert controller's preferred action), else the cancel button.
@MainActor
@Suite struct AlertDefaultActionTests {
    private struct Confirm: View {
        let marksDelete: Bool
        @State private var shown = true
        var body: some View {
            Color.clear.alert("Delete item?", isPresented: $shown) {
                Button("Delete", role: .destructive) {}.keyboardShortcut(marksDelete ? .defaultAction : nil)
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    /// The font weight of the drawn text `string` (CSS numbers: 400 regular, 600 semibold).
    private func weight(ofText string: String, in list: DisplayList) -> Int? {
        func find(_ items: [DisplayItem]) -> Int? {
            for item in items {
                switch item {
                case .text(let text) where text.layout.string == string: return text.layout.font.weight
                case .group(let group): if let found = find(group.items) { return found }
                default: continue
                }
            }
            return nil
        }
        return find(list.items)
    }

    @Test func theDefaultActionIsSemiboldAndTheCancelButtonRegular() throws {
        let graph = makeGraph(Confirm(marksDelete: true), size: CGSize(width: 300, height: 400))
        let list = graph.play(from: 0, to: 1)
        #expect(weight(ofText: "Delete", in: list) == 600)
        #expect(weight(ofText: "Cancel", in: list) == 400)
    }

    @Test func withoutADefaultActionTheCancelButtonIsSemibold() throws {
        let graph = makeGraph(Confirm(marksDelete: false), size: CGSize(width: 300, height: 400))
        let list = graph.play(from: 0, to: 1)
        #expect(weight(ofText: "Delete", in: list) == 400)
        #expect(weight(ofText: "Cancel", in: list) == 600)
    }
}
