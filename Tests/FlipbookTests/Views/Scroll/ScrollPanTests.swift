import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A script's `Drag` scrolling a scroll view, at 60 fps in a 400×300 scene. The content is twenty
/// 50 pt rows (the first blue), 1,000 pt tall: the offset goes from 0 to 700, and is minus the blue
/// row's top. The pan begins once the finger has moved 10 pt (on the first move here) and the
/// content follows from there; after the lift it glides at `UIScrollView`'s normal deceleration:
/// `offset + v × 0.499 × (1 − 0.998^(1000 t))` for a finger leaving at `v` pt/s.
@MainActor
@Suite struct ScrollPanTests {
    @MainActor final class Log {
        var taps = 0
        var drags: [CGFloat] = []
        var offsets: [(old: CGFloat, new: CGFloat)] = []
    }

    @Test func theContentFollowsTheFingerThenDecelerates() throws {
        // 200 pt up over 12 frames: 16.667 pt a frame, 1,000 pt/s when the finger lifts at frame 12.
        let offsets = try scrollOffsets(through: 60) { Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.2, at: 0) } view: { ScrollFeed() }
        #expect(offsets[0] == 0)
        // Frame 1 moves the finger past the slop: the pan begins there, the content still.
        #expect(offsets[1] == 0)
        expectClose(offsets[2], 200.0 / 12)
        expectClose(offsets[12], 200.0 * 11 / 12)
        // The glide: 183.333 + 499 × (1 − 0.998^(1000 t)).
        expectClose(offsets[13], 199.70860843470106)
        expectClose(offsets[14], 215.5465095187432)
        expectClose(offsets[30], 408.6408111249199)
        expectClose(offsets[60], 581.7482510514983)
    }

    @Test func aFastFlickStopsAtTheEnd() throws {
        // 200 pt up over 6 frames: 2,000 pt/s; the glide (998 pt) would pass the end (533.333 pt
        // away), so the content covers the same curve and stops where it meets the end, 22.9 frames on.
        let offsets = try scrollOffsets(through: 40) { Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.1, at: 0) } view: { ScrollFeed() }
        expectClose(offsets[6], 500.0 / 3)
        expectClose(offsets[7], 199.41721686940213)
        expectClose(offsets[20], 539.1241375296288)
        #expect(offsets[28] < 700)
        #expect(offsets[29] == 700)
        #expect(offsets[40] == 700)
    }

    @Test func pulledPastTheTopTheContentRubberBandsAndSettlesBack() throws {
        // 120 pt down over 6 frames from the top: past the slop at frame 1, then
        // −(1 − 1 / (travel × 0.55 / 300 + 1)) × 300 for the 20 pt a frame since.
        let offsets = try scrollOffsets(through: 60) { Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 120), duration: 0.1, at: 0) } view: { ScrollFeed() }
        #expect(offsets[1] == 0)
        expectClose(offsets[2], -10.610932475884239)
        expectClose(offsets[6], -46.47887323943662)
        // Lifted, it settles back to the top (a 0.4 s critically damped spring).
        #expect(offsets[7] > -46.47887323943662 && offsets[7] < 0)
        #expect(abs(offsets[60]) < 0.01)
    }

    @Test func contentThatFitsBouncesUnlessBasedOnSize() throws {
        // Three rows (150 pt) fit: dragged down they still rubber-band, as iOS's scroll views do.
        let always = try scrollOffsets(through: 6) { Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 120), duration: 0.1, at: 0) } view: { ScrollFeed(rows: 3) }
        expectClose(always[6], -46.47887323943662)
        // With .basedOnSize nothing moves under the finger, so nothing takes the touch.
        #expect(throws: SceneError.self) {
            _ = try scrollOffsets(through: 6) { Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 120), duration: 0.1, at: 0) } view: {
                ScrollFeed(rows: 3).scrollBounceBehavior(.basedOnSize)
            }
        }
        // Content that needs scrolling still bounces with .basedOnSize.
        let long = try scrollOffsets(through: 6) { Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 120), duration: 0.1, at: 0) } view: {
            ScrollFeed().scrollBounceBehavior(.basedOnSize)
        }
        expectClose(long[6], -46.47887323943662)
    }

    @Test func aTapGestureUnderTheFingerLosesToTheScroll() throws {
        let log = Log()
        let offsets = try scrollOffsets(through: 12) { Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -100), duration: 0.1, at: 0) } view: {
            ScrollFeed().onTapGesture { log.taps += 1 }
        }
        expectClose(offsets[6], 100.0 * 5 / 6)
        #expect(log.taps == 0)
    }

    @Test func aDragGestureInsideKeepsTheTouch() throws {
        let log = Log()
        let offsets = try scrollOffsets(through: 12) { Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -100), duration: 0.1, at: 0) } view: {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 50)
                    ForEach(1..<20, id: \.self) { _ in Color.gray.frame(height: 50) }
                }
                .gesture(DragGesture().onChanged { log.drags.append($0.translation.height) })
            }
        }
        #expect(offsets.allSatisfy { $0 == 0 })
        #expect(log.drags.count == 6)
        expectClose(log.drags.last!, -100)
    }

    @Test func aHorizontalDragPassesAVerticalScrollViewToTheHorizontalOneInside() throws {
        // A 100 pt tall horizontal strip of 200 pt cells (the first blue) at the top of a vertical feed.
        let scene = FlipbookScene("nested", size: CGSize(width: 400, height: 300), duration: 1, script: {
            Drag(from: CGPoint(x: 300, y: 50), by: CGSize(width: -120, height: 0), duration: 0.1, at: 0)
        }) {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            Color.blue.frame(width: 200, height: 100)
                            ForEach(1..<5, id: \.self) { _ in Color.gray.frame(width: 200, height: 100) }
                        }
                    }
                    ForEach(0..<10, id: \.self) { _ in Color.green.frame(height: 50) }
                }
            }
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        var list = try run.displayList(at: 0)
        for frame in 1...6 { list = try run.displayList(at: run.time(ofFrame: frame)) }
        let blue = list.flattened.first { $0.kind == "shape" && $0.color == lightRGBA(.blue) }!.rect
        // 20 pt a frame, following from frame 1: 100 pt left; the feed has not moved.
        #expect(blue.minX == -100)
        #expect(blue.minY == 0)
    }

    private struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.blue.frame(width: 400)
                    ForEach(1..<5, id: \.self) { _ in Color.gray.frame(width: 400) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test func aPagingScrollViewComesToRestAtAPage() throws {
        // 120 pt left in 6 frames: 1,200 pt/s; the content is 100 pt along when the finger lifts, its
        // glide would end at 698.8 (nearest page 2), but one drag passes one page at most: page 1 (400).
        let flick = try scrollOffsets(through: 60, along: .horizontal) {
            Drag(from: CGPoint(x: 300, y: 150), by: CGSize(width: -120, height: 0), duration: 0.1, at: 0)
        } view: { Pages() }
        #expect(flick[6] == 100)
        #expect(flick[7] > 100 && flick[7] < 400)
        #expect(abs(flick[60] - 400) < 0.01)
        // 120 pt in a second: 120 pt/s, 110 pt along at the lift (the pan began at 10 pt); the glide
        // would end at 169.9, nearer page 0: the content settles back.
        let slow = try scrollOffsets(through: 120, along: .horizontal) {
            Drag(from: CGPoint(x: 300, y: 150), by: CGSize(width: -120, height: 0), duration: 1, at: 0)
        } view: { Pages() }
        #expect(slow[60] == 110)
        #expect(abs(slow[120]) < 0.01)
    }
}
