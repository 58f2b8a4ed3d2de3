import FlipbookDisplayList

/// A drawing effect that needs a group beyond transform and opacity (shadow, blur, clip, colour
/// pass, blend mode): its value animates with the transaction reaching the modifier, and `group`
/// turns the presented value, the element's frame and the child's drawing into one group.
final class LayerEffectElement<V: VectorArithmetic>: Element {
    private let state: PersistentState
    private let value: AnimatedAttribute<V>
    private let group: @MainActor (V, CGRect, [DisplayItem]) -> GroupDrawing

    init(key: String, value: V, child: Element, id: ViewID, context: ResolveContext,
         group: @escaping @MainActor (V, CGRect, [DisplayItem]) -> GroupDrawing) {
        state = context.persistentState
        self.value = AnimatedAttribute(key: key, target: value)
        self.group = group
        super.init(id: id, children: [child])
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool { value.detect(in: state, update) }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        value.commit(in: state, transaction, update)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        guard !inner.isEmpty else { return }
        items.append(.group(group(value.presented(in: state, at: time), frame, inner)))
    }
}

/// A modifier drawing its content through a `LayerEffectElement`.
struct LayerEffectModifier<V: VectorArithmetic>: ViewModifier, WrappingModifier {
    let key: String
    let value: V
    let group: @MainActor (V, CGRect, [DisplayItem]) -> GroupDrawing
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        LayerEffectElement(key: key, value: value, child: child, id: id, context: context, group: group)
    }
}

/// SwiftUI's blur radii are twice the Gaussian's standard deviation (the CSS convention: the
/// blur visibly spreads about one radius). Negative and NaN radii count as 0.
func gaussianSigma(radius: Double) -> Double { radius.isNaN ? 0 : max(radius, 0) / 2 }
