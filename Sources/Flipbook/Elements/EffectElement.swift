import FlipbookDisplayList

/// A drawing effect around one child (offset, opacity, scale…): it never
/// changes layout, and its value animates with the transaction that reaches
/// the modifier itself.
final class EffectElement<V: VectorArithmetic>: Element {
    private let state: PersistentState
    private let value: AnimatedAttribute<V>
    private let effect: @MainActor (V, CGRect) -> (FlipbookDisplayList.AffineTransform, Double)

    /// - Parameter effect: the transform and opacity for a presented value and the child's frame.
    init(key: String, value: V, child: Element, id: ViewID, context: ResolveContext,
         effect: @escaping @MainActor (V, CGRect) -> (FlipbookDisplayList.AffineTransform, Double)) {
        state = context.persistentState
        self.value = AnimatedAttribute(key: key, target: value)
        self.effect = effect
        super.init(id: id, children: [child])
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool { value.detect(in: state, update) }
    override var isAnimatingItself: Bool? { state.hasAnimatingSlot }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        value.commit(in: state, transaction, update)
    }

    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        for child in children { child.emit(into: &inner, at: time) }
        let (transform, opacity) = effect(value.presented(in: state, at: time), frame)
        if transform == .identity, opacity >= 1 {
            items += inner
        } else {
            items.append(.group(GroupDrawing(transform: transform, opacity: max(0, opacity), clip: nil, items: inner)))
        }
    }
}
