/// A pushed screen's Back button, as UIKit draws it in the display mode SwiftUI leaves it in
/// (`UINavigationItem.BackButtonDisplayMode.default`): the chevron, then the first of the
/// previous screen's `navigationTitle` and "Back" that fits the room its bar leaves it beside the
/// screen's centred title (``NavigationBarRowElement``), else the chevron alone. With
/// `toolbarRole(.editor)` it is the chevron alone. A script taps it as "Back" whatever it shows,
/// or by the previous screen's title. Primitive, as ``NavigationBar`` is.
struct NavigationBackButton: View, PrimitiveView {
    /// The previous screen's title, if it has one.
    let previousTitle: String?
    /// Whether the button shows a title when one fits (not with `toolbarRole(.editor)`).
    let showsTitle: Bool
    let action: @MainActor @Sendable () -> Void
    typealias Body = Never

    /// The titles it tries, longest first: UIKit's `title`, then its generic title.
    var titles: [String] {
        guard showsTitle else { return [] }
        return [previousTitle, "Back"].compactMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let chevron = Chevron(pointsLeading: true)
            .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            .frame(width: 10, height: 18)
        let button = Button(action: action) {
            ViewThatFits(in: .horizontal) {
                ForEach(titles, id: \.self) { title in
                    HStack(spacing: 6) {
                        chevron
                        Text(title).font(NavigationBar.buttonFont)
                    }
                }
                chevron
            }
        }
        .buttonTitle("Back")
        .accessibilityLabel(previousTitle ?? "Back")
        .transaction { $0.animation = nil }
        return context.resolveChild(button, component: .content)
    }

    /// Whether a pushed screen's navigation bar shows its Back button (`navigationBarBackButtonHidden`),
    /// read by the screen from its resolved content, the outermost request winning.
    @MainActor
    static func isHidden(in elements: [Element]) -> Bool {
        Element.outermost(in: elements, onScreen: true) { $0.traits.hidesBackButton } ?? false
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
