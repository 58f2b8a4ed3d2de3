/// Whether a pushed screen's navigation bar shows its Back button (`navigationBarBackButtonHidden`),
/// read by the screen from its resolved content, the outermost request winning.
enum NavigationBackButton {
    @MainActor
    static func isHidden(in elements: [Element]) -> Bool {
        Element.outermost(in: elements) { $0.traits.hidesBackButton } ?? false
    }
}

/// Marks its view's screen as hiding (or showing) the Back button.
struct BackButtonHiddenModifier: ViewModifier, WrappingModifier {
    let isHidden: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("BackButtonHidden", child: child, id: id) { $0.hidesBackButton = isHidden }
    }
}

private enum HidesBackButtonTrait: ElementTraitKey { static var defaultValue: Bool? { nil } }

extension ElementTraits {
    /// What `navigationBarBackButtonHidden` asked for this view's screen; nil when it was not used.
    var hidesBackButton: Bool? {
        get { self[HidesBackButtonTrait.self] }
        set { self[HidesBackButtonTrait.self] = newValue }
    }
}

extension View {
    /// Hides the Back button of the navigation bar of the screen this view is on (its leading
    /// toolbar items move to the bar's leading end). A hidden Back button cannot be tapped
    /// (`Tap("Back")` finds none), as on iOS, where the edge swipe back is off too; `dismiss`
    /// still pops the screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(BackButtonHiddenModifier(isHidden: hidesBackButton))
    }
}
