/// Where a scroll view is scrolled, kept with its identity: the offset asked for (by a `Scroll`
/// event, a proxy, a position binding), the offset layout settled on, and the animated offset
/// on screen. Offsets are in points from the content's top-leading corner at rest.
@MainActor
final class ScrollOffsetState {
    /// The offset asked for, unclamped (layout clamps it to what the content allows).
    var requested = CGPoint.zero
    /// A view asked for by id, found by the next layout.
    var requestedTarget: ScrollTarget?
    /// The id of the `scrollPosition(id:)` binding last carried out.
    var boundID: AnyHashable?
    /// The request of the `scrollPosition(_:)` binding last carried out (its generation).
    var boundGeneration: Int?
    /// Whether the first layout has scrolled to the default scroll anchor.
    var isAnchored = false
    /// Whether a finger pans the content (`ScrollPan`): layout then takes `requested` as it is,
    /// past the content's ends.
    var isPanned = false
    /// Whether a finger or a script's `Scroll` moved the content since the last layout: a bound
    /// `scrollPosition(id:)` is then set to the view it shows (see `ScrolledViewID`).
    var isMovedByUser = false
    /// The offset the last layout settled on: `requested` clamped to the content.
    var offset = CGPoint.zero
    /// The largest offset the content allows, from the last layout.
    var maxOffset = CGPoint.zero
    /// The offsets at which a view of its `scrollTargetLayout()` container is at its leading (top)
    /// edge, from the last layout of a `.viewAligned` scroll view.
    var alignedOffsets: [CGPoint] = []
    /// The scroll view's frame in scene points, from the last layout.
    var viewport = CGRect.zero
    /// The animated offset: its model is `offset` once committed.
    var slot: AnimatedSlot<CGPoint.AnimatableData>?
    /// The time of the first frame drawn at rest after the offset animated (the indicators fade
    /// out from then); nil once they have.
    var stopTime: Double?
    /// Its pull to refresh, while the scroll view is `refreshable`.
    var refreshControl: RefreshControl?
    /// How far above its frame the content shows: the height of the navigation bar (and large
    /// title) it scrolls under, set by the screen that follows it (see `NavigationScrollEdge`).
    var underlap: CGFloat = 0
    /// The part of `underlap` that moves with the content (a large title, a search field): a pull
    /// moves it down too, and the refresh spinner shows above it.
    var header: CGFloat = 0

    /// The offset on screen at `time`.
    func presentedOffset(at time: Double) -> CGPoint {
        guard let slot else { return offset }
        var point = CGPoint.zero
        point.animatableData = slot.presented(at: time)
        return point
    }

    var isMoving: Bool { slot?.isAnimating ?? false }

    /// A finger touches the content while it moves (a glide, a settle at a page, an animated
    /// scroll), as a finger stops a decelerating `UIScrollView`: the content stops where it shows
    /// at `time`, and the indicators fade from then. True when it was moving; content moving back
    /// from past an end, or held by a refresh, is left to finish.
    func halt(at time: Double) -> Bool {
        guard let slot, slot.isAnimating, refreshControl?.isShowing != true else { return false }
        var shown = CGPoint.zero
        shown.animatableData = slot.presented(at: time)
        guard (0...maxOffset.x).contains(shown.x), (0...maxOffset.y).contains(shown.y) else { return false }
        slot.halt(at: time)
        requested = shown
        offset = shown
        stopTime = time
        return true
    }
}

/// A view to scroll to, by the id it was given (`.id(_:)` or a `ForEach` element's id), and
/// where it should end up: `anchor` of the view at `anchor` of the visible area, or (nil) the
/// least scrolling that shows it whole.
struct ScrollTarget {
    let id: AnyHashable
    let anchor: UnitPoint?
}
