/// A view taking part in matched geometry. Its `shown` frame is where it is
/// drawn: its own frame, except while it flies from (or, removed, toward) the
/// frame of the other view with its id.
final class MatchedGeometryElement: Element {
    let key: MatchedKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    private let state: PersistentState
    private var slot: AnimatedSlot<CGRect.AnimatableData>?
    /// Where the geometry comes from this update (the source's frame, or the new source's when removed).
    private var target: CGRect?
    /// Whether this update flies the view in from another view's frame, or out toward one
    /// (a view that merely moves animates through its leaves, not here).
    private var flies = false
    /// Whether `target` is this view's own frame (removed, with no view taking its id).
    private var targetsOwnFrame = false
    /// Whether this view (or a view around it) has been removed and is transitioning out.
    var isRemoved = false

    init(key: MatchedKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool,
         state: PersistentState, child: Element, id: ViewID) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.state = state
        super.init(.effect, id: id, children: [child])
    }

    /// Sets where this view should be this update: a new view starts from `previous`
    /// (the frame its id had last update), a removed one flies toward `next`.
    func prepare(previous: CGRect?, next: CGRect?, graph: ViewGraph) {
        let destination = isRemoved ? (next ?? frame) : frame
        target = destination
        targetsOwnFrame = isRemoved && next == nil
        let existing = state.existingSlot(.matchedFrame)
        // A view in flight keeps flying: a new destination retargets the flight.
        flies = isRemoved || (existing?.isAnimating ?? false)
        if slot == nil {
            if existing == nil, let previous, previous != destination { flies = true }
            slot = existing ?? state.slot(.matchedFrame, initial: (previous ?? destination).animatableData, graph: graph)
        }
    }

    override var isAnimatingItself: Bool? { (slot?.isAnimating ?? false) || wasFlying }

    /// Whether the last frame showed the view in flight.
    private var wasFlying: Bool {
        get { state[.wasFlying] ?? false }
        set { state[.wasFlying] = newValue }
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        guard let slot, let target else { return false }
        return slot.wouldChange(to: target.animatableData)
    }

    /// In flight, the content is laid out in the flying frame every frame, so its own frames do
    /// not animate as well.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        guard flies || (slot?.isAnimating ?? false) else { return transaction }
        var inner = transaction
        inner[FramesFollowFlightKey.self] = true
        return inner
    }

    /// A removed view flying toward its own frame keeps flying toward it as it moves.
    override func moveAnimatedFrame(by offset: CGSize) {
        state.existingSlot(.matchedFrame)?.shift(by: offset)
        if targetsOwnFrame { target = target?.offsetBy(dx: offset.width, dy: offset.height) }
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        guard let slot, let target else { return }
        if !update.isPresentation {
            slot.update(to: target.animatableData, transaction: flies ? transaction : Transaction(), time: update.time)
        }
        if slot.isAnimating || wasFlying { update.graph.presentedGeometries.register(self) }
    }
}

extension MatchedGeometryElement: PresentedGeometry {
    /// Lays the content out in the frame the view has in flight at `time` (proposed its size,
    /// centred), as SwiftUI does: text keeps its size while the card around it grows.
    func present(at time: Double, _ update: UpdateContext) -> Bool {
        guard let slot else { return false }
        let flying = slot.isAnimating
        guard flying || wasFlying else { return false }
        wasFlying = flying
        var shown = CGRect.zero
        shown.animatableData = slot.presented(at: time)
        let rect = flying ? matchedFrame(following: shown) : frame
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(rect.size))
            child.place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                   width: size.width, height: size.height))
        }
        commitPresentedChildren(update)
        return flying
    }
}

extension MatchedGeometryElement {
    /// This view's frame when it follows a source of frame `source` (matching the chosen properties).
    func matchedFrame(following source: CGRect) -> CGRect {
        let size = properties.contains(.size) ? source.size : frame.size
        guard properties.contains(.position) else { return CGRect(origin: frame.origin, size: size) }
        let point = anchor.point(in: source)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}

/// Set on the transaction below a view flying to its matched geometry: the frames inside follow
/// the flight (laid out in the flying frame each frame) rather than animate themselves.
enum FramesFollowFlightKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension PersistentKey {
    /// Where a matched view is shown, animated while it flies.
    fileprivate static var matchedFrame: PersistentKey<AnimatedSlot<CGRect.AnimatableData>> { "matched" }
    /// Whether the last frame showed a matched view in flight.
    fileprivate static var wasFlying: PersistentKey<Bool> { "wasFlying" }
}
