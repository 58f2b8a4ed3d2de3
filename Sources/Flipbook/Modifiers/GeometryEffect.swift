/// A modifier that changes how its content is drawn (not laid out) by a
/// transform computed from its size; animates through `animatableData`.
///
///     struct Skew: GeometryEffect {
///         var amount: CGFloat
///         var animatableData: CGFloat { get { amount } set { amount = newValue } }
///         func effectValue(size: CGSize) -> ProjectionTransform {
///             ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///         }
///     }
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension ResolveContext {
    /// The element of a geometry effect: an `EffectElement` over its animatable data.
    func geometryEffectElements<G: GeometryEffect>(_ effect: G, content: any View) -> [Element] {
        let children = resolveChild(content, component: .content)
        func make(_ child: Element, _ id: ViewID) -> Element {
            EffectElement(key: "geometry", value: effect.animatableData, child: child, id: id, context: self) { data, frame in
                var shown = effect
                shown.animatableData = data
                return ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
                    .concatenating(shown.effectValue(size: frame.size))
                    .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
                    .displayTransform
            }
        }
        return wrapEach(children, make)
    }
}
