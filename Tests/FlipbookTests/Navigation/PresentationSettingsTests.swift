import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A sheet's detent `selection`, background interaction and corner radius.
@MainActor
@Suite struct PresentationSettingsTests {
    private struct Rides: View {
        @State var shown = false
        @State var detent: PresentationDetent = .medium
        let interaction: PresentationBackgroundInteraction
        var body: some View {
            Button("Open") { withTransaction(\.disablesAnimations, true) { shown = true } }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: $shown) {
                    Text("Rides")
                        .presentationDetents([.height(100), .medium, .large], selection: $detent)
                        .presentationBackgroundInteraction(interaction)
                }
        }
    }

    private static let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba

    @Test func theSheetRestsAtTheSelectedDetentDimmedByDefault() throws {
        let graph = makeGraph(Rides(interaction: .automatic), size: CGSize(width: 300, height: 400))
        try graph.tap("Open", at: 0)
        let drawn = graph.displayList(at: 0).flattened
        // `.medium`, not the smallest (100): the card from y = 200.
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 200, width: 300, height: 200) && $0.color == Color.white.rgba })
        #expect(drawn.contains { $0.color == Self.dimming })
    }

    @Test func backgroundInteractionUpThroughTheRestingDetentLeavesTheScreenUndimmedAndTappable() throws {
        let graph = makeGraph(Rides(interaction: .enabled(upThrough: .medium)), size: CGSize(width: 300, height: 400))
        try graph.tap("Open", at: 0)
        #expect(!graph.displayList(at: 0).flattened.contains { $0.color == Self.dimming })
        // Up through a smaller detent than the one it rests at: dimmed.
        let small = makeGraph(Rides(interaction: .enabled(upThrough: .height(100))), size: CGSize(width: 300, height: 400))
        try small.tap("Open", at: 0)
        #expect(small.displayList(at: 0).flattened.contains { $0.color == Self.dimming })
    }

    @Test func theDetentsOrderByHeightOnAPhone() {
        #expect(PresentationDetent.height(100).comparisonHeight < PresentationDetent.medium.comparisonHeight)
        #expect(PresentationDetent.medium.comparisonHeight == 437)
        #expect(PresentationDetent.large.comparisonHeight == 768)
    }
}
