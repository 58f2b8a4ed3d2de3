import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `popover`: a sheet on an iPhone unless `presentationCompactAdaptation(.popover)` keeps it a
/// bubble anchored to its source.
@MainActor
@Suite struct PopoverTests {
    private struct Source: View {
        var atBottom = false
        var adaptation: PresentationAdaptation?
        var arrowEdge: Edge?
        @State private var shown = false

        var body: some View {
            VStack {
                if atBottom { Spacer() }
                Button("Info") { shown = true }
                    .popover(isPresented: $shown, arrowEdge: arrowEdge) {
                        if let adaptation {
                            Text("Hello").padding().presentationCompactAdaptation(adaptation)
                        } else {
                            Text("Hello").padding()
                        }
                    }
                if !atBottom { Spacer() }
            }
        }
    }

    @Test func aBubbleHangsBelowItsSourceWithItsArrowAtTheSourcesCentre() throws {
        let graph = makeGraph(Source(adaptation: .popover))
        try graph.tap("Info", at: 0)
        graph.update(at: 1)
        // "Info" is 34 × 22 (21.25 rounded up to the pixel) at the top centre (183…217). The bubble
        // (Hello, 43 × 22, padded by 16: 75 × 54) is centred under it, 13 pt down for the arrow:
        // x 162.5, y 35; its text 16 pt inside (178.5, 51, drawn on whole pixels).
        #expect(graph.frames(of: "Text(\"Hello\")", at: 1) == [[179, 51, 43, 22]])
        let bubble = try #require(graph.element(named: "PopoverBubble") as? PopoverBubbleElement)
        #expect(bubble.placement.edge == .bottom)
        #expect(bubble.placement.card == CGRect(x: 162.5, y: 35, width: 75, height: 54))
        #expect(bubble.placement.tip == CGPoint(x: 200, y: 22))
    }

    @Test func aBubbleThatDoesNotFitBelowGoesAboveAndAnArrowEdgeChoosesTheSide() throws {
        let below = makeGraph(Source(atBottom: true, adaptation: .popover))
        try below.tap("Info", at: 0)
        below.update(at: 1)
        let above = try #require(below.element(named: "PopoverBubble") as? PopoverBubbleElement)
        // "Info" at y 278…300: the bubble ends 13 pt above it.
        #expect(above.placement.edge == .top)
        #expect(above.placement.card == CGRect(x: 162.5, y: 278 - 13 - 54, width: 75, height: 54))
        #expect(above.placement.tip == CGPoint(x: 200, y: 278))

        let trailing = makeGraph(Source(adaptation: PresentationAdaptation.none, arrowEdge: .trailing))
        try trailing.tap("Info", at: 0)
        trailing.update(at: 1)
        let side = try #require(trailing.element(named: "PopoverBubble") as? PopoverBubbleElement)
        // To the right of the button (ends at 217), kept 10 pt inside the top of the screen.
        #expect(side.placement.edge == .trailing)
        #expect(side.placement.card == CGRect(x: 230, y: 10, width: 75, height: 54))
        // The arrow stays clear of the card's corner: 13 + 18 pt below its top.
        #expect(side.placement.tip == CGPoint(x: 217, y: 41))
    }

    @Test func onAnIPhoneAPopoverIsASheetByDefault() throws {
        let graph = makeGraph(Source())
        try graph.tap("Info", at: 0)
        graph.update(at: 1)
        #expect(graph.element(named: "PopoverBubble") == nil)
        // The large sheet's white card, 44 pt below the top of the 400 × 300 screen, over the dimming.
        let shapes = graph.displayList(at: 1).flattened.filter { $0.kind == "shape" }
        #expect(shapes.contains { $0.rect == CGRect(x: 0, y: 44, width: 400, height: 256) && $0.color == Color.white.rgba })
        #expect(shapes.contains { $0.rect == CGRect(x: 0, y: 0, width: 400, height: 300) 
            && $0.color.red == 0 && abs($0.color.alpha - 0.2) < 1e-6 })
        // "Hello", padded, centred in the card (172 − 21.25 / 2, on whole pixels), as a sheet's content is.
        #expect(graph.displayList(at: 1).origin(ofText: "Hello") == CGPoint(x: 179, y: 161))
    }

    private struct SourceAndOther: View {
        @State var shown = false
        @State var others = 0
        var body: some View {
            VStack {
                Button("Info") { shown = true }
                    .popover(isPresented: $shown) {
                        Button("Inside") { shown = false }.padding().presentationCompactAdaptation(.popover)
                    }
                Spacer()
                Button("Other \(others)") { others += 1 }
            }
        }
    }

    @Test func aTapOutsideTheBubbleDismissesItWithItsAnimationAndReachesNothingElse() throws {
        let graph = makeSceneGraph(SourceAndOther(), size: CGSize(width: 400, height: 300))
        try graph.tap("Info", at: 0)
        _ = graph.play(from: 0, to: 1)
        // "Other 0" (7 × 8.5 = 59.5 wide) at the bottom centre: a finger on it reaches the barrier
        // around the bubble, which dismisses the popover; the button's action does not run.
        let other = graph.displayList(at: 1).origin(ofText: "Other 0")
        #expect(other == CGPoint(x: 170, y: 278))
        try Tap(at: CGPoint(x: 180, y: 285), at: 1).perform(on: graph)
        graph.update(at: 1.1)
        // Part way out, the bubble still fades (drawn, below full opacity); gone by 2.5.
        func bubbleOpacity(_ items: [DisplayItem], _ opacity: Double = 1) -> Double? {
            for item in items {
                if case .text(let text) = item, text.layout.string == "Inside" { return opacity }
                if case .group(let group) = item, let found = bubbleOpacity(group.items, opacity * group.opacity) { return found }
            }
            return nil
        }
        let fading = try #require(bubbleOpacity(graph.displayList(at: 1.1).items))
        #expect(fading > 0 && fading < 1)
        let after = graph.play(from: 1.1, to: 2.5)
        #expect(bubbleOpacity(after.items) == nil)
        #expect(after.flattened.contains { $0.kind == "text:Other 0" })
        // With the popover closed, the same finger reaches the button.
        try Tap(at: CGPoint(x: 180, y: 285), at: 2.5).perform(on: graph)
        #expect(graph.play(from: 2.5, to: 3).flattened.contains { $0.kind == "text:Other 1" })
    }

    @Test func aTapInsideTheBubbleReachesItsContentFirst() throws {
        let graph = makeSceneGraph(SourceAndOther(), size: CGSize(width: 400, height: 300))
        try graph.tap("Info", at: 0)
        _ = graph.play(from: 0, to: 1)
        let inside = graph.displayList(at: 1).origin(ofText: "Inside")
        let target = try #require(graph.tapTarget(at: CGPoint(x: inside.x + 2, y: inside.y + 2)))
        #expect(target.title == "Inside")
    }

    @Test func adaptedToASheetAPopoverIsDrawnAsASheetIsAndMakesTheScreenRecede() throws {
        struct Both: View {
            @State var popover = false
            @State var sheet = false
            var body: some View {
                VStack {
                    Button("Popover") { withTransaction(\.disablesAnimations, true) { popover = true } }
                        .popover(isPresented: $popover) { Text("Hello") }
                    Button("Sheet") { withTransaction(\.disablesAnimations, true) { sheet = true } }
                        .sheet(isPresented: $sheet) { Text("Hello") }
                    Spacer()
                }
            }
        }
        func drawing(after label: String) throws -> [String] {
            let graph = makeSceneGraph(Both(), size: CGSize(width: 300, height: 400), safeAreaInsets: EdgeInsets(top: 20, bottom: 10))
            try graph.tap(label, at: 0)
            return graph.displayList(at: 0).flattened.map { "\($0.kind) \($0.rect) \($0.color)" }
        }
        // The same drawing, item for item: the receding screen, the dimming, the card 44 points below
        // the safe area's top running to the screen's bottom edge.
        let popover = try drawing(after: "Popover"), sheet = try drawing(after: "Sheet")
        #expect(popover == sheet)
        #expect(popover.contains("shape \(CGRect(x: 0, y: 64, width: 300, height: 336)) \(Color.white.rgba)"))
        #expect(popover.contains("shape \(CGRect(x: 0, y: 0, width: 300, height: 400)) \(Color.black.rgba)"))
    }

    private struct Item: Identifiable {
        let id: Int
    }

    private struct ItemSource: View {
        @State private var item: Item?

        var body: some View {
            Button("Show 7") { item = Item(id: 7) }
                .popover(item: $item) { item in
                    DismissingContent(title: "Item \(item.id)").presentationCompactAdaptation(.popover)
                }
        }
    }

    private struct DismissingContent: View {
        let title: String
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button(title) { dismiss() } }
    }

    @Test func anItemPopoverShowsTheItemAndDismissSetsItToNil() throws {
        let graph = makeGraph(ItemSource())
        try graph.tap("Show 7", at: 0)
        graph.update(at: 1)
        #expect(graph.frames(of: "Text(\"Item 7\")", at: 1).count == 1)
        try graph.tap("Item 7", at: 1)
        graph.update(at: 3)
        // Dismissed: the bubble faded out and its button is gone from the script's reach.
        #expect(graph.tapTargetMatch(for: "Item 7") == nil)
        #expect(graph.element(named: "PopoverBubble") == nil)
    }

    /// A bubble source inside an offset or a scale: on the scene's top layer, outside those effects.
    private struct MovedSource: View {
        var offset = CGSize.zero
        var scale: CGFloat = 1
        @State private var shown = false
        @State private var said = 0

        var body: some View {
            VStack {
                Button("Info") { shown = true }
                    .popover(isPresented: $shown) {
                        Button("Hello") { said += 1 }.padding().presentationCompactAdaptation(.popover)
                    }
                Text("Said \(said)")
                Spacer()
            }
            .offset(offset)
            .scaleEffect(scale)
        }
    }

    @Test func aBubblePointsAtItsSourceWhereTheEffectsAroundItDrawIt() throws {
        let moved = makeSceneGraph(MovedSource(offset: CGSize(width: -60, height: 40)), size: CGSize(width: 400, height: 300))
        try moved.tap("Info", at: 0)
        moved.update(at: 1)
        let bubble = try #require(moved.element(named: "PopoverBubble") as? PopoverBubbleElement)
        // Laid out under "Info" (183…217 × 0…22) as without the offset; drawn 60 pt left and 40 pt
        // down with it, the arrow's tip at the bottom centre of the button as drawn (140, 62).
        #expect(bubble.placement.card == CGRect(x: 162.5, y: 35, width: 75, height: 54))
        let shown = bubble.presentedPlacement(at: 1)
        #expect(shown.card == CGRect(x: 102.5, y: 75, width: 75, height: 54))
        #expect(shown.tip == CGPoint(x: 140, y: 62))
        // Its content moves with it, and a finger there reaches it.
        #expect(moved.displayList(at: 1).origin(ofText: "Hello") == CGPoint(x: 119, y: 91))
        try Tap(at: CGPoint(x: 140, y: 100), at: 1).perform(on: moved)
        #expect(moved.displayList(at: 1.5).flattened.contains { $0.kind == "text:Said 1" })

        // Scaled by half about the screen's centre (200, 150): the button is drawn at
        // (191.5, 75, 17, 11); the bubble, at its own size, hangs 13 pt below it.
        let scaled = makeSceneGraph(MovedSource(scale: 0.5), size: CGSize(width: 400, height: 300))
        try scaled.tap("Info", at: 0)
        scaled.update(at: 1)
        let small = try #require(scaled.element(named: "PopoverBubble") as? PopoverBubbleElement).presentedPlacement(at: 1)
        #expect(small.card == CGRect(x: 162.5, y: 99, width: 75, height: 54))
        #expect(small.tip == CGPoint(x: 200, y: 86))
    }
}

extension ViewGraph {
    /// The first element on screen (not in a view playing its removal) whose layout-dump name is `name`.
    func element(named name: String) -> Element? {
        func find(in element: Element) -> Element? {
            if element.traits.isDeparting { return nil }
            if element.debugName == name { return element }
            for child in element.children { if let found = find(in: child) { return found } }
            return nil
        }
        for root in rootElements { if let found = find(in: root) { return found } }
        return nil
    }

}
