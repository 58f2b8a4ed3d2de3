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

    /// While the data animates, what the content draws follows it rather than animating too;
    /// views inserted or removed below still transition with the change's animation.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        let willAnimate = slot.isAnimating || (slot.wouldChange(to: target) && transaction.isAnimated)
        guard willAnimate else { return transaction }
        var inner = transaction
        if let animation = transaction.animation { inner[TransitionAnimationKey.self] = animation }
        inner.animation = nil
        return inner
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        slot.update(to: target, transaction: transaction, time: update.time)
    }
}

/// An element animating an `Animatable` view's data, as value tracks list it.
@MainActor
protocol AnimatableDataCarrier {
    var animatableDataSlot: any InspectableSlot { get }
}

extension AnimatableViewElement: AnimatableDataCarrier {
    var animatableDataSlot: any InspectableSlot { slot }
}

extension ResolveContext {
    /// Resolves an `Animatable` composite: the body is evaluated with the presented data in a
    /// presentation, with the model data otherwise.
    func resolveAnimatable<V: View & Animatable>(_ view: V, record: CompositeRecord,
                                                 evaluate: (any View) -> [Element]) -> [Element] {
        let slot = (record.animatableState as? AnimatedSlot<V.AnimatableData>)
            ?? AnimatedSlot(view.animatableData, graph: graph)
        record.animatableState = slot
        graph.animatableBodies.register(record)
        var shown = view
        if isPresentation { shown.animatableData = slot.presented(at: graph.time) }
        return wrapEach(evaluate(shown)) {
            AnimatableViewElement(slot: slot, target: view.animatableData, child: $0, id: $1)
        }
    }
}

/// The animation of a change that reached the content of an animating `Animatable` view, kept
/// for the transitions below it (its other values follow the view's interpolated data).
enum TransitionAnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}
