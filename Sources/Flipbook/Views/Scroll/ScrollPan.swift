import Foundation

/// A script finger's pan of a scroll view or list (a `Drag` that starts on its content and that
/// no gesture inside takes), as `UIScrollView`'s pan behaves: once the finger has moved
/// `slop` points, the innermost scroll view under it that can move along the direction of travel
/// takes the touch (the gestures it started on that compete are cancelled) and its content follows
/// the finger from there, rubber-banding past its ends (`Pull.rubberBand`, the scroll view's
/// length as the band's dimension). On lifting, content pulled past an end settles back to it; else it
/// glides on at the finger's speed and slows down at the normal deceleration rate
/// (`ScrollDeceleration`), stopping at an end it reaches; with `scrollTargetBehavior(.paging)` it
/// settles at a page instead, with `.viewAligned` at the target view nearest where the glide would
/// end. A `refreshable` scroll view pulled down past its top is pulled as `Pull` pulls it (its
/// `RefreshControl` refreshes once the content is 60 pt down). A finger going down on content that
/// moves stops it there (`halt(at:in:time:)`).
///
/// Estimates (UIKit does not publish them): the 10 pt the finger moves before the pan begins
/// (UIKit's pan hysteresis, and `DragGesture`'s default minimum distance, so a drag gesture inside
/// ties and wins); the content following the finger from where the pan began, without a jump; the
/// settle back from past an end, at a page or at a view (`RefreshControl.settle`); a glide that meets an end stopping there
/// instead of overshooting and bouncing back; a limited `.viewAligned` scroll passing "a few
/// views" as at most the scroll view's length.
@MainActor
final class ScrollPan {
    /// A scroll view a finger went down on: where its position is kept, and the axes along which
    /// its content moves under a finger (see `ScrollElement.pannableAxes`).
    struct Target {
        let position: ScrollOffsetState
        let axes: Axis.Set
        /// Where it comes to rest (`scrollTargetBehavior`).
        let rest: ScrollRest
    }

    /// How far the finger moves before the pan begins.
    static let slop: CGFloat = 10

    /// The scroll views under the finger, innermost first.
    private let targets: [Target]
    private let start: CGPoint
    private var velocity = DragVelocity()
    /// The scroll view panned, where the finger was when it began, and its offset then.
    private var panned: (target: Target, from: CGPoint, offset: CGPoint)?
    /// Whether the pan can no longer begin (the finger passed the slop along no scroll view's axes).
    private var hasFailed = false
    /// Whether the pan has pulled a refreshable scroll view down past its top.
    private var hasPulled = false

    /// A pan of the scroll views under `point`; nil when there are none.
    init?(at point: CGPoint, in graph: ViewGraph, time: Double) {
        targets = Self.scrollViews(at: point, in: graph)
        guard !targets.isEmpty else { return nil }
        start = point
        velocity.add(point, at: time)
    }

    var hasBegun: Bool { panned != nil }

    /// The finger moved to `location`: the pan begins (true, the first time) once past the slop
    /// along an axis a scroll view under it moves along, then the content follows.
    func move(to location: CGPoint, at time: Double, graph: ViewGraph) -> Bool {
        velocity.add(location, at: time)
        if let panned {
            follow(panned, to: location, graph: graph)
            return false
        }
        guard !hasFailed else { return false }
        let travel = CGSize(width: location.x - start.x, height: location.y - start.y)
        guard (travel.width * travel.width + travel.height * travel.height).squareRoot() >= Self.slop else { return false }
        let axis: Axis = abs(travel.width) > abs(travel.height) ? .horizontal : .vertical
        guard let target = targets.first(where: { $0.axes.contains(axis.set) }) else {
            hasFailed = true
            return false
        }
        target.position.isPanned = true
        panned = (target, location, target.position.offset)
        return true
    }

    /// The content under the finger at `location`, rubber-banding past the ends.
    /// A refreshable scroll view's content pulled down past its top is pulled as `Pull` pulls it.
    private func follow(_ pan: (target: Target, from: CGPoint, offset: CGPoint), to location: CGPoint, graph: ViewGraph) {
        let position = pan.target.position
        var offset = position.offset
        for axis in [Axis.horizontal, .vertical] where pan.target.axes.contains(axis.set) {
            let raw = pan.offset[axis] - (location[axis] - pan.from[axis])
            let length = position.viewport.size[axis], end = position.maxOffset[axis]
            offset[axis] = raw < 0 ? -Pull.rubberBand(-raw, height: length)
                : raw > end ? end + Pull.rubberBand(raw - end, height: length) : raw
        }
        if let control = position.refreshControl, pan.target.axes.contains(.vertical), offset.y < 0 || control.isPulling {
            hasPulled = true
            position.requested.x = offset.x
            control.pull(position, to: max(0, -offset.y), graph: graph)
            return
        }
        position.requested = offset
        position.isMovedByUser = true
        graph.willChangeLayout()
    }

    /// The finger lifts at `time`: the content settles back within its ends, or glides on.
    func lift(at time: Double, graph: ViewGraph) {
        guard let pan = panned else { return }
        panned = nil
        let target = pan.target
        let position = target.position
        position.isPanned = false
        position.isMovedByUser = true
        let offset = position.offset
        // Pulled down, or refreshing from this pull: the refresh control settles the content.
        if hasPulled, let control = position.refreshControl, control.isShowing {
            control.lift(position, graph: graph)
            return
        }
        let inside = CGPoint(x: min(max(offset.x, 0), position.maxOffset.x), y: min(max(offset.y, 0), position.maxOffset.y))
        guard inside == offset else {
            withAnimation(RefreshControl.settle) {
                position.requested = inside
                graph.willChangeLayout()
            }
            return
        }
        // The content moves against the finger; its glide ends at most at an end.
        let speed = velocity.current
        switch target.rest {
        case .paging:
            settle(position, atPageFrom: pan.offset, gliding: speed, along: target.axes, graph: graph)
            return
        case .viewAligned(let limited) where !position.alignedOffsets.isEmpty:
            settle(position, atViewFrom: pan.offset, gliding: speed, along: target.axes, limited: limited, graph: graph)
            return
        case .viewAligned, .free: break
        }
        var glide = CGPoint.zero, stop = CGPoint.zero, reach = 1.0
        for axis in [Axis.horizontal, .vertical] where target.axes.contains(axis.set) {
            glide[axis] = -(axis == .horizontal ? speed.width : speed.height) * DragVelocity.projection
            stop[axis] = min(max(offset[axis] + glide[axis], 0), position.maxOffset[axis]) - offset[axis]
            if stop[axis] != 0 { reach = max(reach, Double(glide[axis] / stop[axis])) }
        }
        guard stop != .zero else {
            // At rest at once: the indicators fade from now.
            position.stopTime = time
            return
        }
        withAnimation(Animation(ScrollDeceleration(reach: reach))) {
            let end = CGPoint(x: offset.x + glide.x / CGFloat(reach), y: offset.y + glide.y / CGFloat(reach))
            position.requested = CGPoint(x: min(max(end.x, 0), position.maxOffset.x), y: min(max(end.y, 0), position.maxOffset.y))
            graph.willChangeLayout()
        }
    }

    /// A paging scroll view comes to rest at the page nearest where its glide would end, at most
    /// one page from the page the pan began on; pages are the scroll view's size, the last one
    /// ending at the content's end. (The settle is `RefreshControl.settle`, an estimate of UIKit's
    /// paging animation.)
    private func settle(_ position: ScrollOffsetState, atPageFrom begun: CGPoint, gliding speed: CGSize, along axes: Axis.Set,
                        graph: ViewGraph) {
        var rest = position.offset
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            let page = position.viewport.size[axis]
            guard page > 0 else { continue }
            let glide = -(axis == .horizontal ? speed.width : speed.height) * DragVelocity.projection
            let startPage = (begun[axis] / page).rounded()
            let landing = ((position.offset[axis] + glide) / page).rounded()
            rest[axis] = min(max(min(max(landing, startPage - 1), startPage + 1) * page, 0), position.maxOffset[axis])
        }
        withAnimation(RefreshControl.settle) {
            position.requested = rest
            graph.willChangeLayout()
        }
    }

    /// A view-aligned scroll view comes to rest with the target view nearest where its glide would
    /// end at its leading (top) edge (or at an end of the content, which every target past it
    /// rests at too); along a `limited` axis, among those within the scroll view's length of the
    /// offset the pan began at.
    private func settle(_ position: ScrollOffsetState, atViewFrom begun: CGPoint, gliding speed: CGSize, along axes: Axis.Set,
                        limited: Axis.Set, graph: ViewGraph) {
        var rest = position.offset
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            let end = position.maxOffset[axis], page = position.viewport.size[axis]
            let glide = -(axis == .horizontal ? speed.width : speed.height) * DragVelocity.projection
            var stops = position.alignedOffsets.map { min(max($0[axis], 0), end) }
            if limited.contains(axis.set) {
                let near = stops.filter { abs($0 - begun[axis]) <= page }
                if !near.isEmpty { stops = near }
            }
            let landing = position.offset[axis] + glide
            rest[axis] = stops.min { abs($0 - landing) < abs($1 - landing) } ?? rest[axis]
        }
        withAnimation(RefreshControl.settle) {
            position.requested = rest
            graph.willChangeLayout()
        }
    }

    /// A finger going down at `point` at `time` stops the content moving under it, as a touch
    /// stops a decelerating `UIScrollView` (see `ScrollOffsetState.halt(at:)`); true when some did.
    static func halt(at point: CGPoint, in graph: ViewGraph, time: Double) -> Bool {
        var halted = false
        for scroll in scrollElements(at: point, in: graph) where scroll.position.halt(at: time) { halted = true }
        if halted { graph.willChangeLayout() }
        return halted
    }

    /// The scroll views under `point` (scene points) a finger can move, innermost first, with the
    /// axes along which it moves their content.
    private static func scrollViews(at point: CGPoint, in graph: ViewGraph) -> [Target] {
        scrollElements(at: point, in: graph).reversed().compactMap { scroll in
            let axes = scroll.pannableAxes
            return axes.isEmpty ? nil : Target(position: scroll.position, axes: axes, rest: scroll.rest)
        }
    }

    /// The scroll views whose frame, as drawn, holds `point` (scene points), outermost first.
    private static func scrollElements(at point: CGPoint, in graph: ViewGraph) -> [ScrollElement] {
        var found: [ScrollElement] = []
        graph.walkReachableElements(at: point, from: ()) { element, transform, _ in
            guard let scroll = element as? ScrollElement, let local = transform.inverted?.applied(to: point),
                  scroll.frame.contains(local) else { return }
            found.append(scroll)
        }
        return found
    }
}
