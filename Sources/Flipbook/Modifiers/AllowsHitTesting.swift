extension View {
    /// Whether a finger can hit this view: with `false`, a `Tap(at:)` or a gesture passes through it
    /// (and everything inside) to the views drawn below, as in SwiftUI. It still draws, and a
    /// script's `Tap(label, at:)` by name still finds the buttons inside.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(HitTestingModifier(passesHits: !enabled)) }
}

/// Marks a view that a finger passes through (`allowsHitTesting(false)`).
struct HitTestingModifier: ViewModifier, WrappingModifier {
    let passesHits: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let passesHits = passesHits
        return TraitElement("AllowsHitTesting", child: child, id: id) { $0.passesHits = $0.passesHits || passesHits }
    }
}

private enum PassesHitsTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// Whether a finger passes through the view and everything in it (`allowsHitTesting(false)`).
    var passesHits: Bool {
        get { self[PassesHitsTrait.self] }
        set { self[PassesHitsTrait.self] = newValue }
    }
}
