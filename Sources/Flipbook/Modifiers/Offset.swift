import FlipbookDisplayList

struct OffsetModifier: ViewModifier, WrappingModifier {
    let offset: CGSize
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        EffectElement(key: "offset", value: offset.animatableData, child: child, id: id, context: context) { value, _ in
            (FlipbookDisplayList.AffineTransform(translationX: Double(value.first), y: Double(value.second)), 1)
        }
    }
}

extension View {
    /// Draws the view shifted by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }

    /// Draws the view shifted by `x` and `y` without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
