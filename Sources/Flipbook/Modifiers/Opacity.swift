import FlipbookDisplayList

struct OpacityModifier: ViewModifier, WrappingModifier {
    let opacity: Double
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        EffectElement(key: "opacity", value: opacity, child: child, id: id, context: context) { value, _ in
            (.identity, min(max(value, 0), 1))
        }
    }
}

extension View {
    /// Draws the view, as one group, with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: opacity)) }
}
