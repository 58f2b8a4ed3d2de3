import FlipbookDisplayList

/// Wraps the output of a view (or view modifier) that is itself `Animatable`:
/// its `animatableData` animates as one attribute, and while it does, the
/// graph re-evaluates the view's body every frame with the interpolated data
/// (a presentation pass). The content's own frames then follow that data
/// instead of animating on their own.
final class AnimatableViewElement<Data: VectorArithmetic>: Element {
    private let slot: AnimatedSlot<Data>
    private let target: Data

    init(slot: AnimatedSlot<Data>, target: Data, child: Element, id: ViewID) {
        self.slot = slot
        self.target = target
        super.init(.effect, id: id, children: [child])
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool { slot.wouldChange(to: target) }
    override var isAnimatingItself: Bool? { slot.isAnimating }

    /// While the data animates, the content's own geometry follows it rather than animating too.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        let willAnimate = slot.isAnimating || (slot.wouldChange(to: target) && transaction.isAnimated)
        guard willAnimate else { return transaction }
        var inner = transaction
        inner.animation = nil
        return inner
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        slot.update(to: target, transaction: transaction, time: update.time)
    }
}

/// What the graph keeps for a composite view that is `Animatable`.
@MainActor
protocol AnimatableRecordState: AnyObject {
    var isAnimating: Bool { get }
    func sample(at time: Double)
}

extension AnimatedSlot: AnimatableRecordState {
    func sample(at time: Double) { _ = presented(at: time) }
}

extension ViewGraph {
    /// Resolves an `Animatable` composite: the body is evaluated with the
    /// presented data during presentation passes, with the model data otherwise.
    func resolveAnimatable<V: View & Animatable>(_ view: V, record: CompositeRecord, context: ResolveContext,
                                                 evaluate: (any View) -> [Element]) -> [Element] {
        let slot = (record.animatableState as? AnimatedSlot<V.AnimatableData>)
            ?? AnimatedSlot(view.animatableData, graph: self)
        record.animatableState = slot
        var shown = view
        if isPresentationPass { shown.animatableData = slot.presented(at: time) }
        return context.wrapEach(evaluate(shown)) {
            AnimatableViewElement(slot: slot, target: view.animatableData, child: $0, id: $1)
        }
    }
}
