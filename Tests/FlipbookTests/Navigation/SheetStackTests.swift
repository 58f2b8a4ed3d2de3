import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Large sheets presented from large sheets stack as on iOS: the lower sheet's card recedes (scaled
/// down, its top edge showing above the new sheet) under the new sheet's dimming, and comes back
/// when the top one is dismissed. Taps land on what is drawn, receded or not.
@MainActor
@Suite struct SheetStackTests {
    struct Mail: View {
        @State var composing = false
        var body: some View {
            VStack(spacing: 0) {
                Text("Inbox")
                Button("Compose") { withTransaction(\.disablesAnimations, true) { composing = true } }
                Spacer()
            }
            .sheet(isPresented: $composing) { Compose() }
        }
    }

    struct Compose: View {
        @State var attaching = false
        var body: some View {
            VStack {
                Text("New message")
                Button("Attach") { withTransaction(\.disablesAnimations, true) { attaching = true } }
            }
            .sheet(isPresented: $attaching) { Attachments() }
        }
    }

    struct Attachments: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }
        }
    }

    private static let size = CGSize(width: 300, height: 400)
    private static let insets = EdgeInsets(top: 20, bottom: 10)
    private static let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba
    private static let screen = CGRect(x: 0, y: 0, width: 300, height: 400)
    /// A large sheet's card: 44 points below the safe area's top (20), down to the screen's bottom.
    private static let card = CGRect(x: 0, y: 64, width: 300, height: 336)

    /// The groups drawn scaled, outermost first, in drawing order.
    private func scaledGroups(_ items: [DisplayItem]) -> [GroupDrawing] {
        items.flatMap { item -> [GroupDrawing] in
            guard case .group(let group) = item else { return [] }
            return (group.transform.a != 1 ? [group] : []) + scaledGroups(group.items)
        }
    }

    @Test func aSheetFromASheetMakesTheLowerCardRecedeUnderItsDimming() throws {
        let graph = makeSceneGraph(Mail(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Compose", at: 0)
        try graph.tap("Attach", at: 0)
        let list = graph.displayList(at: 0)
        // Two scaled groups: the screen (0.92 about its centre, as behind one sheet) and the first
        // card, 0.92 about its top edge's centre (150, 64), that edge risen 10 points:
        // tx = 150 × 0.08 = 12, ty = 64 × 0.08 − 10 = −4.88, so its top is drawn at y 54.
        let groups = scaledGroups(list.items)
        #expect(groups.count == 2)
        #expect(groups[0].transform == AffineTransform(a: 0.92, b: 0, c: 0, d: 0.92, tx: 12, ty: 16))
        let lower = groups[1]
        #expect(abs(lower.transform.a - 0.92) < 1e-9 && abs(lower.transform.d - 0.92) < 1e-9)
        #expect(abs(lower.transform.tx - 12) < 1e-9 && abs(lower.transform.ty + 4.88) < 1e-9)
        #expect(abs(lower.transform.applied(to: CGPoint(x: 0, y: 64)).y - 54) < 1e-9)
        let lowerDrawn = DisplayList(lower.items).flattened
        #expect(lowerDrawn.contains { $0.kind == "shape" && $0.rect == Self.card && $0.color == Color.white.rgba })
        #expect(lowerDrawn.contains { $0.kind == "text:New message" })
        // In drawing order: the first dimming, the receding first card, the second dimming, the
        // second card at full size, its button.
        let drawn = list.flattened
        let dimmings = drawn.indices.filter { drawn[$0].kind == "shape" && drawn[$0].rect == Self.screen && drawn[$0].color == Self.dimming }
        let message = try #require(drawn.firstIndex { $0.kind == "text:New message" })
        // (The flattened list moves the receding card by its group's translation only.)
        let cards = drawn.indices.filter { drawn[$0].kind == "shape" && drawn[$0].rect.size == Self.card.size && drawn[$0].color == Color.white.rgba }
        let done = try #require(drawn.firstIndex { $0.kind == "text:Done" })
        #expect(dimmings.count == 2 && cards.count == 2)
        #expect(dimmings[0] < cards[0] && cards[0] < message && message < dimmings[1] && dimmings[1] < cards[1] && cards[1] < done)
    }

    @Test func dismissingTheTopSheetBringsTheLowerCardBack() throws {
        let graph = makeSceneGraph(Mail(), size: Self.size, safeAreaInsets: Self.insets)
        try graph.tap("Compose", at: 0)
        try graph.tap("Attach", at: 0)
        try graph.tap("Done", at: 1)
        graph.update(at: 1.1)
        // Part way: the lower card is still receding, less than at rest.
        let closing = scaledGroups(graph.displayList(at: 1.1).items)
        #expect(closing.count == 2)
        #expect(closing[1].transform.a > 0.92 && closing[1].transform.a < 1)
        // Closed: only the screen behind the first sheet recedes; the first card is drawn as it is.
        let after = graph.play(from: 1.1, to: 2.5)
        let groups = scaledGroups(after.items)
        #expect(groups.count == 1)
        #expect(groups[0].transform == AffineTransform(a: 0.92, b: 0, c: 0, d: 0.92, tx: 12, ty: 16))
        #expect(after.flattened.filter { $0.kind == "shape" && $0.rect == Self.screen && $0.color == Self.dimming }.count == 1)
        #expect(!after.flattened.contains { $0.kind == "text:Done" })
    }

    @Test func whileTheScreenComesBackATapLandsOnWhatIsDrawnUnderTheFinger() throws {
        struct Rows: View {
            @State var editing = false
            @State var tapped = "none"
            var body: some View {
                VStack(spacing: 0) {
                    Button { tapped = "A" } label: { Color.red.frame(height: 60) }
                    Button { tapped = "B" } label: { Color.blue.frame(height: 60) }
                    Text("Tapped \(tapped)")
                    Spacer()
                }
                .sheet(isPresented: $editing) { Attachments() }
                .onAppear { editing = true }
            }
        }
        let graph = makeSceneGraph(Rows(), size: Self.size, safeAreaInsets: Self.insets)
        _ = graph.play(from: 0, to: 1)
        // The sheet closes with its animation; just after, the screen is still drawn at about 0.92
        // about its centre (150, 200). Row A's layout ends at y 80 (20 + 60) but is drawn to
        // 200 − 120 × 0.92 = 89.6; a finger at y 85 is on A as drawn, on B as laid out.
        try graph.tap("Done", at: 1)
        graph.update(at: 1.02)
        let scale = try #require(scaledGroups(graph.displayList(at: 1.02).items).first).transform.a
        #expect(scale > 0.92 && scale < 0.93)
        try Tap(at: CGPoint(x: 150, y: 85), at: 1.02).perform(on: graph)
        let after = graph.play(from: 1.02, to: 2)
        #expect(after.flattened.contains { $0.kind == "text:Tapped A" })
    }
}
