import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

@MainActor
@Suite struct PresentationTests {
    @Test func anAlertIsA270PointCardWithItsCancelButtonFirstOfTwo() throws {
        struct Confirm: View {
            @State var shown = false
            @State var removals = 0
            var body: some View {
                Button("Remove \(removals)") { shown = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .alert("Delete item?", isPresented: $shown) {
                        Button("Delete", role: .destructive) { removals += 1 }
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        let graph = makeGraph(Confirm(), size: CGSize(width: 300, height: 400))
        try graph.tap("Remove 0", at: 0)
        let list = graph.play(from: 0, to: 1)
        let drawn = list.flattened
        // Title 21.25 + 2 + message 16.25 (22 and 17 on the pixel grid), padded 20 above and below:
        // 81; a one-pixel hairline (a point at scale 1); 44-point buttons: 126 tall, centred: from
        // 137 to 263.
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 15, y: 137, width: 270, height: 126) })
        // "Delete item?" (12 × 8.5 = 102) is centred, 20 points down.
        #expect(list.origin(ofText: "Delete item?") == CGPoint(x: 99, y: 157))
        let title = try #require(drawn.first { $0.kind == "text:Delete item?" })
        #expect(title.color == Color.primary.resolvedColor(in: EnvironmentValues()).rgba)
        // Two buttons side by side, 134.835 wide: cancel first, semibold; delete red.
        #expect(list.origin(ofText: "Cancel") == CGPoint(x: 57, y: 230))
        #expect(list.origin(ofText: "Delete") == CGPoint(x: 192, y: 230))
        #expect(drawn.first { $0.kind == "text:Delete" }?.color == Color.red.rgba)
        // The screen behind is dimmed: black at 20 %.
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 0, width: 300, height: 400)
                && $0.color == Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba })
        try graph.tap("Delete", at: 2)
        let after = graph.play(from: 2, to: 3)
        #expect(!after.flattened.contains { $0.kind == "text:Delete item?" })
        #expect(after.flattened.contains { $0.kind == "text:Remove 1" })
    }

    @Test func anAlertFadesInFromLargerAndWithoutActionsHasAnOKButton() throws {
        struct Notice: View {
            @State var shown = false
            var body: some View {
                Button("Show") { shown = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .alert("Saved", isPresented: $shown) {}
            }
        }
        let graph = makeGraph(Notice(), size: CGSize(width: 300, height: 400))
        try graph.tap("Show", at: 0)
        graph.update(at: 0.05)
        // Part way in, the card is scaled up (from 1.2) and fading in (from 0).
        func scaledGroups(_ items: [DisplayItem]) -> [GroupDrawing] {
            items.flatMap { item -> [GroupDrawing] in
                guard case .group(let group) = item else { return [] }
                return (group.transform.a > 1.0001 ? [group] : []) + scaledGroups(group.items)
            }
        }
        let early = try #require(scaledGroups(graph.displayList(at: 0.05).items).first)
        #expect(early.transform.a < 1.2 && early.opacity > 0 && early.opacity < 1)
        let settled = graph.play(from: 0.05, to: 1)
        #expect(scaledGroups(settled.items).isEmpty)
        #expect(settled.flattened.contains { $0.kind == "text:OK" })
        try graph.tap("OK", at: 2)
        #expect(!graph.play(from: 2, to: 3).flattened.contains { $0.kind == "text:OK" })
    }

    @Test func aConfirmationDialogIsAnActionSheetWithACancelCardAtTheBottom() throws {
        struct Sort: View {
            @State var shown = false
            @State var order = "none"
            var body: some View {
                Button("Sort by \(order)") { shown = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .confirmationDialog("Sort by", isPresented: $shown) {
                        Button("Name") { order = "name" }
                        Button("Date") { order = "date" }
                    }
            }
        }
        let graph = makeGraph(Sort(), size: CGSize(width: 300, height: 400))
        try graph.tap("Sort by none", at: 0)
        let list = graph.play(from: 0, to: 1)
        // The title is hidden (automatic visibility); a "Cancel" button is added.
        #expect(!list.flattened.contains { $0.kind == "text:Sort by" })
        // Cancel: a 57-point card 8 points in from the sides and the bottom: 335 to 392.
        #expect(list.flattened.contains { $0.kind == "shape" && $0.rect == CGRect(x: 8, y: 335, width: 284, height: 57) })
        // 20-point "Cancel" (60 × 25) centred in it; the actions' card ends 8 points above it.
        #expect(list.origin(ofText: "Cancel") == CGPoint(x: 120, y: 351))
        #expect(list.origin(ofText: "Date") == CGPoint(x: 130, y: 286))
        #expect(list.origin(ofText: "Name") == CGPoint(x: 130, y: 228))
        try graph.tap("Date", at: 2)
        let after = graph.play(from: 2, to: 3)
        #expect(after.flattened.contains { $0.kind == "text:Sort by date" })
        #expect(!after.flattened.contains { $0.kind == "text:Cancel" })
    }

    @Test func aMediumDetentSheetIsHalfTheHeightWithoutShrinkingWhatIsBehind() throws {
        struct Half: View {
            @State var shown = false
            let detents: Set<PresentationDetent>
            var body: some View {
                Button("Open") { withTransaction(\.disablesAnimations, true) { shown = true } }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(isPresented: $shown) {
                        Text("Half").presentationDetents(detents)
                    }
            }
        }
        let graph = makeGraph(Half(detents: [.medium]), size: CGSize(width: 300, height: 400))
        try graph.tap("Open", at: 0)
        let list = graph.displayList(at: 0)
        // The sheet's white card from y = 200; the button behind keeps its place (no 0.92 scale).
        #expect(list.flattened.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 200, width: 300, height: 200)
                && $0.color == Color.white.rgba })
        #expect(list.origin(ofText: "Open") == CGPoint(x: 133, y: 189))
        // One detent: no drag indicator.
        #expect(!list.flattened.contains { $0.kind == "shape" && $0.rect.size == CGSize(width: 36, height: 5) })

        let both = makeGraph(Half(detents: [.medium, .large]), size: CGSize(width: 300, height: 400))
        try both.tap("Open", at: 0)
        // Two detents: at the smaller, with a 36 × 5 drag indicator 5 points below its top.
        #expect(both.displayList(at: 0).flattened.contains { $0.kind == "shape" && $0.rect == CGRect(x: 132, y: 205, width: 36, height: 5) })
    }

    @Test func aPresentationCoversTheScreenWhereverItsPresenterSits() throws {
        struct Corner: View {
            @State var sheet = false
            @State var alert = false
            var body: some View {
                VStack {
                    Button("Sheet") { withTransaction(\.disablesAnimations, true) { sheet = true } }
                        .sheet(isPresented: $sheet) { Text("Half").presentationDetents([.medium]) }
                    Button("Alert") { withTransaction(\.disablesAnimations, true) { alert = true } }
                        .alert("Sure?", isPresented: $alert) {}
                    Spacer()
                }
            }
        }
        func screen() -> ViewGraph {
            let graph = ViewGraph(root: Corner(), size: CGSize(width: 300, height: 400), safeAreaInsets: EdgeInsets(top: 20, bottom: 10),
                                  pixelScale: 1, textMeasurer: FakeTextMeasurer())
            graph.update(at: 0)
            return graph
        }
        let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba
        // A small button at the top presents a medium sheet: half the safe area's 370 points tall,
        // from y = 205, its card running on under the bottom inset to the screen's edge; the whole
        // screen is dimmed, not the button's frame. Nothing black shows behind the button.
        let sheet = screen()
        #expect(!sheet.displayList(at: 0).flattened.contains { $0.color == Color.black.rgba })
        try sheet.tap("Sheet", at: 0)
        let drawn = sheet.displayList(at: 0).flattened
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 205, width: 300, height: 195) && $0.color == Color.white.rgba })
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 0, width: 300, height: 400) && $0.color == dimming })
        // The alert's 270-point card is centred on the screen's safe area (x 15, around y 205).
        let alert = screen()
        try alert.tap("Alert", at: 0)
        let card = try #require(alert.displayList(at: 0).flattened.first { $0.kind == "shape" && $0.rect.width == 270 })
        #expect(card.rect.minX == 15)
        #expect(abs(card.rect.midY - 205) <= 0.5)
    }
}
