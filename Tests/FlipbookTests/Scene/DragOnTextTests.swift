import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A script's `Drag` named by a text that no gesture answers to goes down on the text as drawn:
/// on a carousel's card title it pans the scroll view, as a finger does, and the scroll view
/// settles as its `scrollTargetBehavior` says. 60 fps, 400×300.
@MainActor
@Suite struct DragOnTextTests {
    @MainActor final class Position {
        var currentID: Int? = 1
    }

    /// `CardCarousel.swift`'s carousel: five cards a screen wide less 32-pt margins (336 pt, 12 pt
    /// apart), each titled at its bottom leading corner, the first blue; view-aligned.
    private struct Carousel: View {
        let position: Position
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(1...5, id: \.self) { id in
                        ZStack(alignment: .bottomLeading) {
                            id == 1 ? Color.blue : Color.gray
                            Text("Card \(id)").padding()
                        }
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                        .id(id)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 200)
            .contentMargins(.horizontal, 32, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: Binding(get: { position.currentID }, set: { position.currentID = $0 }))
        }
    }

    @Test func aDragOnACardsTitlePansTheCarouselToTheNextCard() throws {
        // 300 pt left in 0.3 s from "Card 1"'s centre: 1,000 pt/s at the lift, a glide that would
        // end ~500 pt further; on an iPhone a horizontal view-aligned scroll passes at most a
        // screen (400 pt) from where the pan began (0), so it settles with card 2 at the leading
        // margin: offset 336 + 12 = 348, the blue card's leading edge at 32 − 348.
        let position = Position()
        let offsets = try scrollOffsets(through: 120, along: .horizontal) {
            Drag("Card 1", by: CGSize(width: -300, height: 0), duration: 0.3, at: 0)
        } view: { Carousel(position: position) }
        #expect(offsets[0] == -32)
        #expect(offsets[18] > 200 && offsets[18] < 300)
        #expect(abs(offsets[120] - 316) < 0.01)
        // (`scrollPosition(id:)` is not written back by a pan yet: `position.currentID` stays 1.)
    }

    @Test func aTextShownTwiceOrNotAtAllIsAnError() throws {
        let graph = makeGraph(ScrollView {
            VStack {
                Text("Row")
                Text("Row")
            }
        })
        #expect(throws: RenderError.ambiguousDrawnLabel("Row", event: "Drag", count: 2)) {
            try Drag("Row", by: CGSize(width: 0, height: -50), at: 0.1).perform(on: graph)
        }
        #expect(throws: RenderError.unknownGestureLabel("Column", event: "Drag", known: [])) {
            try Drag("Column", by: CGSize(width: 0, height: -50), at: 0.1).perform(on: graph)
        }
    }
}
