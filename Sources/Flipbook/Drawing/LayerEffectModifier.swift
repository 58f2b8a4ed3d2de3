import FlipbookDisplayList

/// A modifier drawing its content as one group built from an animatable value (shadow, blur,
/// clip, colour pass, blend mode).
struct LayerEffectModifier<V: VectorArithmetic>: ViewModifier, WrappingModifier {
    let key: PersistentKey<AnimatedSlot<V>>
    let value: V
    let group: @MainActor (V, CGRect, [DisplayItem]) -> GroupDrawing
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        EffectElement(key: key, value: value, child: child, id: id, context: context, group: group)
    }
}

/// SwiftUI's blur radii are twice the Gaussian's standard deviation (the CSS convention: the
/// blur visibly spreads about one radius). Negative and NaN radii count as 0.
func gaussianSigma(radius: Double) -> Double { radius.isNaN ? 0 : max(radius, 0) / 2 }
