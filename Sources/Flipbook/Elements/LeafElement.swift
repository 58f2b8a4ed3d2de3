/// An element that draws. Leaves animate their own frame rectangle: a layout
/// change anywhere above moves or resizes each leaf with the transaction that
/// reaches it (SwiftUI pushes geometry changes down to the views that draw).
@MainActor
class LeafElement: Element {
    let state: PersistentState
    private var frameSlot: AnimatedSlot<CGRect.AnimatableData>?

    /// - Parameter state: the persistent state at `context`'s identity, when the leaf has looked it
    ///   up already.
    init(context: ResolveContext, state: PersistentState? = nil) {
        self.state = state ?? context.persistentState
        super.init(.leaf, id: context.id)
    }

    override final func detectOwnChanges(_ update: UpdateContext) -> Bool {
        let target = update.rounded(frame).animatableData
        let slot = state.slot(.frame, initial: target, graph: update.graph)
        frameSlot = slot
        return slot.wouldChange(to: target) || detectContentChanges(update)
    }

    override final func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        let frameTransaction = transaction[FramesFollowFlightKey.self] ? Transaction() : transaction
        frameSlot?.update(to: update.rounded(frame).animatableData, transaction: frameTransaction, time: update.time)
        commitContent(transaction, update)
    }

    override var isAnimatingItself: Bool? { state.hasAnimatingSlot }

    override final func moveAnimatedFrame(by offset: CGSize) {
        state.existingSlot(.frame)?.shift(by: offset)
    }

    /// Whether the leaf's drawn content (colour, shape data) changes.
    func detectContentChanges(_ update: UpdateContext) -> Bool { false }
    func commitContent(_ transaction: Transaction, _ update: UpdateContext) {}

    /// The frame on screen at `time`.
    func presentedFrame(at time: Double) -> CGRect {
        var rect = CGRect.zero
        guard let frameSlot else { return frame }
        rect.animatableData = frameSlot.presented(at: time)
        return rect
    }
}

/// An animatable value of a leaf or effect, kept in its persistent state under
/// `key`; the slot is looked up once per element.
@MainActor
final class AnimatedAttribute<V: VectorArithmetic> {
    let key: PersistentKey<AnimatedSlot<V>>
    let target: V
    /// The value every view starts with, if there is one (a count of changes starts at 0): no slot
    /// is kept until the value first differs from it, and the slot then starts from it.
    private let initial: V?
    private var slot: AnimatedSlot<V>?

    init(key: PersistentKey<AnimatedSlot<V>>, target: V, initial: V? = nil) {
        self.key = key
        self.target = target
        self.initial = initial
    }

    /// The slot, made if need be; nil while the value is still the one every view starts with.
    private func slot(in state: PersistentState, _ update: UpdateContext) -> AnimatedSlot<V>? {
        if let slot { return slot }
        if let initial, state.existingSlot(key) == nil, target == initial { return nil }
        let found = state.slot(key, initial: initial ?? target, graph: update.graph)
        slot = found
        return found
    }

    func detect(in state: PersistentState, _ update: UpdateContext) -> Bool {
        slot(in: state, update)?.wouldChange(to: target) ?? false
    }

    func commit(in state: PersistentState, _ transaction: Transaction, _ update: UpdateContext) {
        slot(in: state, update)?.update(to: target, transaction: transaction, time: update.time)
    }

    func presented(in state: PersistentState, at time: Double) -> V {
        animated(in: state, at: time) ?? target
    }

    /// The presented value while an animation runs; nil when the model value shows.
    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>)
    func animated(in state: PersistentState, at time: Double) -> V? {
        if slot == nil { slot = state.existingSlot(key) }
        guard let slot, slot.isAnimating else { return nil }
        let value = slot.presented(at: time)
        return slot.isAnimating ? value : nil
    }
}
