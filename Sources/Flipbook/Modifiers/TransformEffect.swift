/// Draws its content with an affine transform about its top-leading corner; a geometry group
/// inside resolves the content's own geometry.
struct TransformEffectModifier: ViewModifier, WrappingModifier {
    let transform: CGAffineTransform
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let group = GeometryGroupElement(state: context.persistentState, child: child, id: id.appending(.wrapper))
        let transform = self.transform
        return EffectElement(key: "transform", value: 0.0, child: group, id: id, context: context) { _, frame in
            (transform.about(.topLeading, of: frame).displayTransform, 1)
        }
    }
}

extension View {
    /// Draws the view with `transform` applied (about its top-leading corner),
    /// without changing layout. Like a geometry group, it resolves its own
    /// geometry, so `.transformEffect(.identity)` works as the pre-iOS 17
    /// stand-in for `geometryGroup()` (article 004).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformEffectModifier(transform: transform))
    }
}
