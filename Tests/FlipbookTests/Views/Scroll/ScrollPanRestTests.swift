import Testing
@testable import Flipbook
import FlipbookTestSupport

/// Where a finger's scroll ends, at 60 fps in a 400×300 scene: a touch stops a glide where it shows,
/// a `.viewAligned` scroll view settles with a view at its leading edge, and a `refreshable` one
/// dragged down past 60 pt refreshes as `Pull` does.
@MainActor
@Suite struct ScrollPanRestTests {
    @MainActor final class Log {
        var taps = 0
        var refreshes: [Double] = []
    }

    /// The flick of `ScrollPanTests.theContentFollowsTheFingerThenDecelerates`: 1,000 pt/s at the
    /// lift (frame 12), then 183.333 + 499 × (1 − 0.998^(1000 t)); at frame 30 (0.5 s) 408.641.
    private let glideAtHalfASecond: CGFloat = 408.6408111249199

    @Test func aTapOnAGlidingScrollViewStopsItAndTapsNothing() throws {
        let log = Log()
        let offsets = try scrollOffsets(through: 60) {
            Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.2, at: 0)
            Tap(at: CGPoint(x: 200, y: 100), at: 0.5)
        } view: { ScrollFeed().onTapGesture { log.taps += 1 } }
        expectClose(offsets[29], 399.35452695186757)
        expectClose(offsets[30], glideAtHalfASecond)
        expectClose(offsets[31], glideAtHalfASecond)
        expectClose(offsets[60], glideAtHalfASecond)
        #expect(log.taps == 0)
    }

    @Test func aDragOnAGlidingScrollViewCatchesItWhereItIs() throws {
        // The second finger goes down at 0.5 s: the content stops at 408.641, then follows the
        // finger from frame 31 (16.667 pt along, past the slop), 100 / 6 pt a frame, without a jump.
        let offsets = try scrollOffsets(through: 36) {
            Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.2, at: 0)
            Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -100), duration: 0.1, at: 0.5)
        } view: { ScrollFeed() }
        expectClose(offsets[30], glideAtHalfASecond)
        expectClose(offsets[31], glideAtHalfASecond)
        expectClose(offsets[32], glideAtHalfASecond + 100.0 / 6)
        expectClose(offsets[36], glideAtHalfASecond + 500.0 / 6)
    }

    /// Ten 300-pt cards (the first blue) in a horizontal scroll view, 3,000 pt of content.
    private struct Cards: View {
        var behavior = ViewAlignedScrollTargetBehavior()
        var margin: CGFloat = 0
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.blue.frame(width: 300)
                    ForEach(1..<10, id: \.self) { _ in Color.gray.frame(width: 300) }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, margin)
            .scrollTargetBehavior(behavior)
        }
    }

    /// 120 pt left in 6 frames (1,200 pt/s): the pan begins at offset 0 and the content is 100 pt
    /// along at the lift; its glide would end at 100 + 1,200 × 0.499 = 698.8.
    private func flick<V: View>(_ view: @escaping @MainActor @Sendable () -> V) throws -> [CGFloat] {
        try scrollOffsets(through: 120, along: .horizontal) {
            Drag(from: CGPoint(x: 300, y: 150), by: CGSize(width: -120, height: 0), duration: 0.1, at: 0)
        } view: { view() }
    }

    @Test func aViewAlignedFlickSettlesAtTheCardNearestItsGlideWithinAScreen() throws {
        // On an iPhone a horizontal `.viewAligned` scroll is limited (`.automatic`): of the cards
        // within 400 pt of where the pan began (0, 300), 300 is nearest 698.8.
        let limited = try flick { Cards() }
        #expect(limited[6] == 100)
        #expect(limited[7] > 100 && limited[7] < 300)
        #expect(abs(limited[60] - 300) < 0.01)
        // Unlimited, the card at 600 is nearest.
        let free = try flick { Cards(behavior: .viewAligned(limitBehavior: .never)) }
        #expect(abs(free[120] - 600) < 0.01)
    }

    @Test func aSlowViewAlignedDragSettlesAtTheNearestCard() throws {
        // 120 pt in a second: 110 pt along at the lift, the glide ends at 110 + 120 × 0.499 = 169.88,
        // nearer the card at 300 than the first (where `.paging`'s 400-pt pages settle back to 0).
        let slow = try scrollOffsets(through: 120, along: .horizontal) {
            Drag(from: CGPoint(x: 300, y: 150), by: CGSize(width: -120, height: 0), duration: 1, at: 0)
        } view: { Cards() }
        #expect(slow[60] == 110)
        #expect(abs(slow[120] - 300) < 0.01)
    }

    @Test func viewAlignedCardsAlignWithTheContentMargin() throws {
        // With 50-pt margins the first card rests at x 50; each card aligns there: the one at 600
        // along shows its leading edge at 50, so the first card's is at 50 − 600.
        let offsets = try flick { Cards(behavior: .viewAligned(limitBehavior: .never), margin: 50) }
        #expect(offsets[0] == -50)
        #expect(abs(offsets[120] - 550) < 0.01)
    }

    /// Three 50-pt rows, 100 pt wide (so is the scroll view, centred), refreshable: the action waits a second.
    private struct Refreshing: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 100, height: 50) }
                }
            }
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                log.refreshes.append(SceneTasks.currentTime() ?? -1)
            }
        }
    }

    @Test func draggingARefreshableScrollViewDownPast60PointsRefreshes() throws {
        // 160 pt down over 24 frames (6.667 pt a frame): the pan begins at frame 2 (13.3 pt), the
        // content following the finger's travel since with the rubber band; at frame 23 (140 pt)
        // it is 61.27 pt down, past 60: the action starts (it ends a second later); lifted at
        // frame 24 the content settles 60 pt down, then back to the top when the action returns.
        let log = Log()
        let offsets = try scrollOffsets(through: 120) {
            Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 160), duration: 0.4, at: 0)
        } view: { Refreshing(log: log) }
        #expect(offsets[2] == 0)
        expectClose(offsets[22], -Pull.rubberBand(400.0 / 3, height: 300))
        expectClose(offsets[23], -61.27320954907162)
        #expect(abs(offsets[60] + 60) < 0.01)
        #expect(log.refreshes == [23.0 / 60 + 1])
        #expect(abs(offsets[120]) < 0.1)
    }

    @Test func aShortDragDownSettlesBackWithoutRefreshing() throws {
        let log = Log()
        let offsets = try scrollOffsets(through: 120) {
            // 4 pt a frame: the pan begins at frame 3 (12 pt); at the lift 84 pt since, 40 pt down.
            Drag(from: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 96), duration: 0.4, at: 0)
        } view: { Refreshing(log: log) }
        expectClose(offsets[24], -Pull.rubberBand(84, height: 300))
        #expect(abs(offsets[120]) < 0.01)
        #expect(log.refreshes.isEmpty)
    }
}
