import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Presentations belong to the window: whatever the presenter's place in the tree, a sheet, an
/// alert or a dialog draws over every view of the scene, its dimming covers the whole screen and
/// takes the taps meant for what is under it, and a large sheet makes the whole screen recede.
@MainActor
@Suite struct PresentationOrderTests {
    /// An app screen: a title, a button presenting a sheet in the middle of a stack with views
    /// after it, and a list whose second row presents a half-height sheet of its own.
    struct Inbox: View {
        @State var composing = false
        @State var opened = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Inbox")
                Button("Compose") { composing = true }
                    .sheet(isPresented: $composing) { NewMessage() }
                Text("below")
                Color.blue.frame(height: 40)
                List {
                    ForEach(0..<3) { index in
                        MessageRow(index: index, opened: $opened)
                    }
                }
            }
        }
    }

    struct NewMessage: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("New message")
                Button("Send") { dismiss() }
            }
        }
    }

    struct MessageRow: View {
        let index: Int
        @Binding var opened: Int
        @State private var showsDetail = false
        var body: some View {
            Button("Row \(index)") {
                opened += 1
                withTransaction(\.disablesAnimations, true) { showsDetail = true }
            }
            .sheet(isPresented: $showsDetail) { Text("Detail \(index)").presentationDetents([.medium]) }
        }
    }

    private static let size = CGSize(width: 300, height: 400)
    private static let insets = EdgeInsets(top: 20, bottom: 10)
    private static let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba

    /// The index in drawing order of the first item of `kind` (with `rect` and `color` when given).
    private func index(in drawn: [(kind: String, rect: CGRect, color: RGBAColor)], of kind: String,
                       rect: CGRect? = nil, color: RGBAColor? = nil) -> Int? {
        drawn.firstIndex { $0.kind == kind && (rect == nil || $0.rect == rect) && (color == nil || $0.color == color) }
    }

    /// The groups drawn scaled (the receding screen), outermost first.
    private func scaledGroups(_ items: [DisplayItem]) -> [GroupDrawing] {
        items.flatMap { item -> [GroupDrawing] in
            guard case .group(let group) = item else { return [] }
            return (group.transform.a != 1 ? [group] : []) + scaledGroups(group.items)
        }
    }

    @Test func aLargeSheetFromTheMiddleOfAStackDrawsOverTheViewsAfterItAndTheScreenRecedes() throws {
        let graph = makeSceneGraph(Inbox(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Compose", at: 0)
        let list = graph.play(from: 0, to: 1)
        let drawn = list.flattened
        let screen = CGRect(x: 0, y: 0, width: 300, height: 400)
        // In drawing order: the black behind the receding screen, the views declared after the
        // button ("below", the blue box, the rows), then the dimming over the whole screen, then the
        // card, 44 points below the safe area's top (20) and down to the screen's bottom edge, then
        // its text.
        let black = try #require(index(in: drawn, of: "shape", rect: screen, color: Color.black.rgba))
        let below = try #require(index(in: drawn, of: "text:below"))
        let row = try #require(index(in: drawn, of: "text:Row 2"))
        let dim = try #require(index(in: drawn, of: "shape", rect: screen, color: Self.dimming))
        let card = try #require(index(in: drawn, of: "shape", rect: CGRect(x: 0, y: 64, width: 300, height: 336), color: Color.white.rgba))
        let text = try #require(index(in: drawn, of: "text:New message"))
        #expect(black < below && below < row && row < dim && dim < card && card < text)
        #expect(drawn.filter { $0.color == Self.dimming }.count == 1)
        // The whole screen recedes, not the button: scaled by 0.92 about the screen's centre
        // (150, 200), clipped to the screen with 10-point corners, the title inside.
        let receding = try #require(scaledGroups(list.items).first)
        #expect(receding.transform == AffineTransform(a: 0.92, b: 0, c: 0, d: 0.92, tx: 12, ty: 16))
        #expect(receding.clip == PathData.roundedRect(screen, cornerRadius: 10, style: .continuous))
        #expect(DisplayList(receding.items).flattened.contains { $0.kind == "text:Inbox" })
        #expect(scaledGroups(list.items).count == 1)
    }

    @Test func theScreenRecedesWithTheSheetsAnimationAndComesBackWhenItCloses() throws {
        let graph = makeSceneGraph(Inbox(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Compose", at: 0)
        graph.update(at: 0.1)
        let early = try #require(scaledGroups(graph.displayList(at: 0.1).items).first)
        #expect(early.transform.a > 0.92 && early.transform.a < 1)
        // Its corners round as it recedes: part way, less than 10 points.
        #expect(early.clip != PathData.roundedRect(CGRect(x: 0, y: 0, width: 300, height: 400), cornerRadius: 10, style: .continuous))
        _ = graph.play(from: 0.1, to: 1)
        try graph.tap("Send", at: 1)
        graph.update(at: 1.1)
        let closing = try #require(scaledGroups(graph.displayList(at: 1.1).items).first)
        #expect(closing.transform.a > 0.92 && closing.transform.a < 1)
        // Closed: drawn as it is, with no black behind.
        let after = graph.play(from: 1.1, to: 2.5)
        #expect(scaledGroups(after.items).isEmpty)
        #expect(!after.flattened.contains { $0.kind == "shape" && $0.color == Color.black.rgba })
    }

    @Test func withNothingPresentedTheScreenDrawsFromItsCacheAndWithASheetItDrawsEveryFrame() throws {
        let graph = makeSceneGraph(Inbox(), size: Self.size, safeAreaInsets: Self.insets)
        _ = graph.displayList(at: 0)
        // Four presenters (a sheet, three rows' sheets), none presenting: nothing may animate.
        #expect(graph.element(named: "SceneBackdrop")?.drawCache.mayAnimate == false)
        try graph.tap("Compose", at: 0)
        _ = graph.play(from: 0, to: 1)
        // At rest, the sheet is drawn on the top layer and the screen asks to recede in every frame.
        #expect(graph.element(named: "SceneBackdrop")?.drawCache.mayAnimate == true)
    }

    @Test func aSheetOnAListRowDrawsOverTheRowsAfterItAndItsDimmingTakesTheirTaps() throws {
        let graph = makeSceneGraph(Inbox(), size: Self.size, safeAreaInsets: Self.insets)
        let before = graph.displayList(at: 0)
        let row2 = before.origin(ofText: "Row 2")
        try graph.tap("Row 1", at: 0)
        let drawn = graph.displayList(at: 0).flattened
        // Half of the safe area's 370 points: the card from y 205 to the screen's bottom; the
        // screen behind a medium sheet does not recede (no black, no scale).
        let row = try #require(index(in: drawn, of: "text:Row 2"))
        let dim = try #require(index(in: drawn, of: "shape", rect: CGRect(x: 0, y: 0, width: 300, height: 400), color: Self.dimming))
        let card = try #require(index(in: drawn, of: "shape", rect: CGRect(x: 0, y: 205, width: 300, height: 195), color: Color.white.rgba))
        #expect(row < dim && dim < card)
        #expect(index(in: drawn, of: "text:Detail 1")! > card)
        #expect(!drawn.contains { $0.kind == "shape" && $0.color == Color.black.rgba })
        // A finger on "Row 2" (under the dimming, above the card) reaches no row: one row opened.
        try Tap(at: CGPoint(x: row2.x + 2, y: row2.y + 2), at: 0.5).perform(on: graph)
        graph.update(at: 1)
        #expect(graph.displayList(at: 1).flattened.filter { $0.kind.hasPrefix("text:Detail") }.map(\.kind) == ["text:Detail 1"])
    }

    @Test func anAlertFromASheetDrawsOverTheSheetInTheSameFrame() throws {
        struct Settings: View {
            @State var editing = false
            var body: some View {
                Button("Edit") { withTransaction(\.disablesAnimations, true) { editing = true } }
                    .sheet(isPresented: $editing) { Discard() }
            }
        }
        struct Discard: View {
            @State var asking = false
            var body: some View {
                Button("Discard") { withTransaction(\.disablesAnimations, true) { asking = true } }
                    .alert("Discard changes?", isPresented: $asking) {}
            }
        }
        let graph = makeSceneGraph(Settings(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Edit", at: 0)
        try graph.tap("Discard", at: 0)
        let drawn = graph.displayList(at: 0).flattened
        // Two dimmings over the whole screen: the sheet's, then, after its card, the alert's (the
        // state of a view inside the sheet reaches the card); the alert's title last, drawn once.
        let screen = CGRect(x: 0, y: 0, width: 300, height: 400)
        let dimmings = drawn.indices.filter { drawn[$0].kind == "shape" && drawn[$0].rect == screen && drawn[$0].color == Self.dimming }
        let card = try #require(index(in: drawn, of: "shape", rect: CGRect(x: 0, y: 64, width: 300, height: 336), color: Color.white.rgba))
        let title = try #require(index(in: drawn, of: "text:Discard changes?"))
        #expect(dimmings.count == 2)
        #expect(dimmings.count == 2 && dimmings[0] < card && card < dimmings[1] && dimmings[1] < title)
        #expect(drawn.filter { $0.kind == "text:Discard changes?" }.count == 1)
    }

    @Test func anAlertAndADialogDrawOverTheViewsDeclaredAfterTheirPresenter() throws {
        struct Screen: View {
            @State var alert = false
            @State var dialog = false
            var body: some View {
                VStack {
                    Button("Alert") { withTransaction(\.disablesAnimations, true) { alert = true } }
                        .alert("Sure?", isPresented: $alert) {}
                    Button("Dialog") { withTransaction(\.disablesAnimations, true) { dialog = true } }
                        .confirmationDialog("Sort", isPresented: $dialog) { Button("Name") {} }
                    Color.green.frame(height: 300)
                }
            }
        }
        let screen = CGRect(x: 0, y: 0, width: 300, height: 400)
        let alert = makeSceneGraph(Screen(), size: Self.size, safeAreaInsets: Self.insets)
        try alert.tap("Alert", at: 0)
        let alertDrawn = alert.displayList(at: 0).flattened
        let green = try #require(index(in: alertDrawn, of: "shape", color: Color.green.rgba))
        let alertDim = try #require(index(in: alertDrawn, of: "shape", rect: screen, color: Self.dimming))
        let title = try #require(index(in: alertDrawn, of: "text:Sure?"))
        #expect(green < alertDim && alertDim < title)

        let dialog = makeSceneGraph(Screen(), size: Self.size, safeAreaInsets: Self.insets)
        try dialog.tap("Dialog", at: 0)
        let dialogDrawn = dialog.displayList(at: 0).flattened
        let dialogDim = try #require(index(in: dialogDrawn, of: "shape", rect: screen, color: Self.dimming))
        #expect(try #require(index(in: dialogDrawn, of: "shape", color: Color.green.rgba)) < dialogDim)
        // The cancel card 8 points in from the sides and from the safe area's bottom (390): 325 to 382.
        let cancel = try #require(index(in: dialogDrawn, of: "shape", rect: CGRect(x: 8, y: 325, width: 284, height: 57)))
        #expect(dialogDim < cancel)
        // A tap outside the dialog (on the green box, at the top) dismisses it and reaches nothing else.
        try Tap(at: CGPoint(x: 150, y: 150), at: 0.5).perform(on: dialog)
        _ = dialog.play(from: 0.5, to: 2)
        #expect(!dialog.displayList(at: 2).flattened.contains { $0.kind == "text:Name" })
    }
}
