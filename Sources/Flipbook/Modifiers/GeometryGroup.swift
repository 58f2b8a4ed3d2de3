import FlipbookDisplayList

struct GeometryGroupModifier: ViewModifier, WrappingModifier {
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        GeometryGroupElement(state: context.persistentState, child: child, id: id)
    }
}

extension View {
    /// Isolates the view's geometry from its parent: the group animates its own position, and
    /// its content, laid out at the group's model size, keeps its place relative to the group's
    /// animated origin (views inserted mid-animation included), animating only its own changes.
    public func geometryGroup() -> some View { modifier(GeometryGroupModifier()) }
}

/// A geometry group, as SwiftUI's `_GeometryGroupEffect` isolates its content's position: the
/// content is laid out in the group's model frame (no new layout while the group animates: a
/// text keeps its lines, a `GeometryReader` reads the model size) and drawn moved by the group's
/// running animation, the animated origin minus the model one. Frames inside animate relative to
/// the group: when the group's model origin moves, every animated frame inside moves with it at
/// once (removed views still playing their removal too), so only changes relative to the group
/// animate, and a view inserted mid-animation rides the group from the start.
final class GeometryGroupElement: Element, PresentedEffect {
    private let state: PersistentState
    private var slot: AnimatedSlot<CGRect.AnimatableData>?

    init(state: PersistentState, child: Element, id: ViewID) {
        self.state = state
        super.init(.effect, id: id, children: [child])
    }

    override var isAnimatingItself: Bool? { slot?.isAnimating ?? false }

    /// Runs top-down before the content's: moves the content's animated frames with the group's
    /// model origin before they look at their new frames (a view created in this update starts
    /// at its new frame, and is not moved).
    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        let target = update.rounded(frame)
        let slot = state.slot(.groupFrame, initial: target.animatableData, graph: update.graph)
        self.slot = slot
        let previous = state[.modelOrigin] ?? target.origin
        state[.modelOrigin] = target.origin
        if previous != target.origin {
            let offset = CGSize(width: target.minX - previous.x, height: target.minY - previous.y)
            for child in children { Self.follow(child, by: offset) }
        }
        return slot.wouldChange(to: target.animatableData)
    }

    /// Moves the animated frames of `element` and below by `offset`, down to nested groups (which
    /// see their model origin move, and move their own content); removed views, laid out no
    /// more, move their frames too.
    private static func follow(_ element: Element, by offset: CGSize) {
        if element.traits.isDeparting {
            element.moveFrames(by: offset)
            shiftAnimatedFrames(of: element, by: offset)
            return
        }
        element.moveAnimatedFrame(by: offset)
        guard !(element is GeometryGroupElement) else { return }
        for child in element.children { follow(child, by: offset) }
    }

    private static func shiftAnimatedFrames(of element: Element, by offset: CGSize) {
        element.moveAnimatedFrame(by: offset)
        guard !(element is GeometryGroupElement) else { return }
        for child in element.children { shiftAnimatedFrames(of: child, by: offset) }
    }

    override func moveAnimatedFrame(by offset: CGSize) {
        state.existingSlot(.groupFrame)?.shift(by: offset)
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        slot?.update(to: update.rounded(frame).animatableData, transaction: update.isPresentation ? Transaction() : transaction,
                     time: update.time)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        let offset = animationOffset(at: time)
        guard offset != .zero, !inner.isEmpty else {
            items.append(sharing: inner)
            return
        }
        items.append(.group(GroupDrawing(transform: FlipbookDisplayList.AffineTransform(translationX: Double(offset.width), y: Double(offset.height)), opacity: 1, clip: nil, items: inner)))
    }

    /// The group's animated origin minus its model origin at `time`.
    private func animationOffset(at time: Double) -> CGSize {
        guard let slot, slot.isAnimating else { return .zero }
        var presented = CGRect.zero
        presented.animatableData = slot.presented(at: time)
        var model = CGRect.zero
        model.animatableData = slot.model
        return CGSize(width: presented.minX - model.minX, height: presented.minY - model.minY)
    }

    var animatedState: PersistentState { state }
    var playingTransition: MotionSample.Transition? { nil }

    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        let offset = animationOffset(at: time)
        return (FlipbookDisplayList.AffineTransform(translationX: Double(offset.width), y: Double(offset.height)), 1)
    }
}

extension PersistentKey {
    /// A geometry group's frame (pixel-rounded), animated: the value track's `geometryGroup`.
    fileprivate static var groupFrame: PersistentKey<AnimatedSlot<CGRect.AnimatableData>> { "geometryGroup" }
    /// A geometry group's model origin (pixel-rounded) at the last update.
    fileprivate static var modelOrigin: PersistentKey<CGPoint> { "modelOrigin" }
}
