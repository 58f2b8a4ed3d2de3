/// Hides its content: laid out as before, drawn fully transparent, and out of reach of a
/// script's taps and control events.
struct HiddenModifier: ViewModifier, WrappingModifier {
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let hidden = EffectElement(key: "hidden", value: 0.0, child: child, id: id.appending(.wrapper), context: context) { _, _ in
            (.identity, 0)
        }
        return TraitElement("Hidden", child: hidden, id: id) { $0.isHidden = true }
    }
}

private enum HiddenTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// Whether the view is hidden (`hidden()`, or a candidate `ViewThatFits` does not show):
    /// scripts cannot tap or operate what is inside.
    var isHidden: Bool {
        get { self[HiddenTrait.self] }
        set { self[HiddenTrait.self] = newValue }
    }
}

extension View {
    /// Hides the view: it keeps its place in the layout and draws nothing.
    public func hidden() -> some View { modifier(HiddenModifier()) }
}
