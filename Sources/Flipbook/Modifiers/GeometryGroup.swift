struct GeometryGroupModifier: ViewModifier, WrappingModifier {
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        GeometryGroupElement(state: context.persistentState, child: child, id: id)
    }
}

extension View {
    /// Isolates the view's geometry from its parent: the group animates its own
    /// frame and lays its content out inside the animated frame every frame,
    /// instead of each leaf animating its own frame.
    public func geometryGroup() -> some View { modifier(GeometryGroupModifier()) }
}

/// A geometry group: its frame is an animated attribute, and while it
/// animates, the graph re-lays out its content in the presented frame.
final class GeometryGroupElement: Element, PresentedGeometry {
    private let state: PersistentState
    private var slot: AnimatedSlot<CGRect.AnimatableData>?
    /// Whether the last frame showed the group mid-animation.
    private var wasAnimating: Bool {
        get { state[.wasAnimating] ?? false }
        set { state[.wasAnimating] = newValue }
    }

    init(state: PersistentState, child: Element, id: ViewID) {
        self.state = state
        super.init(.effect, id: id, children: [child])
    }

    override var isAnimatingItself: Bool? { (slot?.isAnimating ?? false) || wasAnimating }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        let slot = state.slot(.frame, initial: frame.animatableData, graph: update.graph)
        self.slot = slot
        return slot.wouldChange(to: frame.animatableData)
    }

    /// The content's geometry follows the group's animated frame.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        guard let slot, slot.isAnimating || (slot.wouldChange(to: frame.animatableData) && transaction.isAnimated) else {
            return transaction
        }
        var inner = transaction
        inner[FramesFollowGroupKey.self] = true
        return inner
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        guard let slot else { return }
        if !update.isPresentation {
            slot.update(to: frame.animatableData, transaction: transaction, time: update.time)
        }
        if slot.isAnimating || wasAnimating { update.graph.presentedGeometries.register(self) }
    }

    /// Places the content; removed views still playing their removal (out of layout) keep their
    /// place relative to the group, so they move with it (the group isolates its content's
    /// geometry).
    override func placeChildren(in frame: CGRect) {
        super.placeChildren(in: frame)
        let previous = state[.contentOrigin]
        state[.contentOrigin] = frame.origin
        guard let previous, previous != frame.origin else { return }
        Self.moveDeparting(below: self, by: CGSize(width: frame.minX - previous.x, height: frame.minY - previous.y))
    }

    /// Moves the departing subtrees below `element`, down to nested groups (which move their own).
    private static func moveDeparting(below element: Element, by offset: CGSize) {
        for child in element.children where !(child is GeometryGroupElement) {
            if child.traits.isDeparting {
                child.moveFrames(by: offset)
            } else {
                moveDeparting(below: child, by: offset)
            }
        }
    }

    /// Lays the content out in the group's frame at `time`; returns false once
    /// the group has settled and needs no more passes.
    func present(at time: Double, _ update: UpdateContext) -> Bool {
        guard let slot else { return false }
        var presented = CGRect.zero
        presented.animatableData = slot.presented(at: time)
        let animating = slot.isAnimating
        guard animating || wasAnimating else { return false }
        wasAnimating = animating
        placeChildren(in: presented)
        commitPresentedChildren(update)
        return animating
    }
}

/// Set on the transaction below an animating geometry group: leaf frames move with the group.
enum FramesFollowGroupKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension PersistentKey {
    /// Whether the last frame showed a geometry group mid-animation.
    fileprivate static var wasAnimating: PersistentKey<Bool> { "wasAnimating" }
    /// Where a geometry group last placed its content.
    fileprivate static var contentOrigin: PersistentKey<CGPoint> { "contentOrigin" }
}
