import Testing
@testable import Flipbook
import FlipbookDisplayList

/// What a tap outside a presentation does, as on iOS: outside an action sheet it is the cancel
/// button's tap (dismissing the dialog and running the cancel button's action); outside an alert
/// it does nothing.
@MainActor
@Suite struct PresentationDismissalTests {
    struct Screen: View {
        @State var dialog = false
        @State var alert = false
        @State var cancelled = 0
        @State var deleted = 0
        var body: some View {
            VStack {
                Text("Cancelled \(cancelled), deleted \(deleted)")
                Button("Dialog") { withTransaction(\.disablesAnimations, true) { dialog = true } }
                    .confirmationDialog("Delete?", isPresented: $dialog) {
                        Button("Delete", role: .destructive) { deleted += 1 }
                        Button("Keep", role: .cancel) { cancelled += 1 }
                    }
                Button("Alert") { withTransaction(\.disablesAnimations, true) { alert = true } }
                    .alert("Sure?", isPresented: $alert) {
                        Button("No", role: .cancel) { cancelled += 1 }
                        Button("Yes") { deleted += 1 }
                    }
                Color.green.frame(height: 300)
            }
        }
    }

    private static let size = CGSize(width: 300, height: 400)
    private static let insets = EdgeInsets(top: 20, bottom: 10)

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
    }

    @Test func aTapOutsideADialogDismissesItAndRunsItsCancelButtonsAction() throws {
        let graph = makeSceneGraph(Screen(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Dialog", at: 0)
        #expect(texts(graph, at: 0).contains("text:Keep"))
        // On the dimming over the green box, well above the action sheet.
        try Tap(at: CGPoint(x: 150, y: 150), at: 0.5).perform(on: graph)
        _ = graph.play(from: 0.5, to: 2)
        let after = texts(graph, at: 2)
        #expect(after.contains("text:Cancelled 1, deleted 0"))
        #expect(!after.contains("text:Keep") && !after.contains("text:Delete"))
    }

    @Test func aTapOutsideADialogWithoutACancelButtonOnlyDismissesIt() throws {
        struct Plain: View {
            @State var dialog = false
            @State var sorted = 0
            var body: some View {
                VStack {
                    Text("Sorted \(sorted)")
                    Button("Sort") { withTransaction(\.disablesAnimations, true) { dialog = true } }
                        .confirmationDialog("Sort by", isPresented: $dialog) { Button("Name") { sorted += 1 } }
                    Color.green.frame(height: 300)
                }
            }
        }
        let graph = makeSceneGraph(Plain(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Sort", at: 0)
        // The added "Cancel" button shows; a tap outside is its tap: nothing else runs.
        #expect(texts(graph, at: 0).contains("text:Cancel"))
        try Tap(at: CGPoint(x: 150, y: 150), at: 0.5).perform(on: graph)
        _ = graph.play(from: 0.5, to: 2)
        let after = texts(graph, at: 2)
        #expect(after.contains("text:Sorted 0"))
        #expect(!after.contains("text:Cancel") && !after.contains("text:Name"))
    }

    @Test func aTapOutsideAnAlertDoesNothing() throws {
        let graph = makeSceneGraph(Screen(), size: Self.size, safeAreaInsets: Self.insets)
        let dialog = graph.displayList(at: 0).origin(ofText: "Dialog")
        try graph.tap("Alert", at: 0)
        // On the dimming, outside the 270-point card: the alert stays, no action runs, and the
        // "Dialog" button under the dimming is not reached.
        try Tap(at: CGPoint(x: 150, y: 380), at: 0.5).perform(on: graph)
        try Tap(at: CGPoint(x: dialog.x + 2, y: dialog.y + 2), at: 0.6).perform(on: graph)
        _ = graph.play(from: 0.6, to: 2)
        let after = texts(graph, at: 2)
        #expect(after.contains("text:Sure?") && after.contains("text:No") && after.contains("text:Yes"))
        #expect(after.contains("text:Cancelled 0, deleted 0"))
        #expect(!after.contains("text:Delete?") && !after.contains("text:Keep"))
    }
}
