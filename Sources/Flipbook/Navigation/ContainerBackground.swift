/// Where a `containerBackground` goes: behind a navigation screen (`.navigation`), or behind a
/// split view's columns (`.navigationSplitView`, which an iPhone's collapsed split view does not show).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable { case navigation, navigationSplitView }

    /// Behind the screen of the `NavigationStack` (or split view column) the view is on.
    public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
    /// Behind the columns of a `NavigationSplitView`.
    public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
}

private enum NavigationContainerBackgroundTrait: ElementTraitKey { static var defaultValue: AnyView? { nil } }

extension ElementTraits {
    /// The background a view asks of the navigation screen it is on (`containerBackground(_:for: .navigation)`).
    var navigationContainerBackground: AnyView? {
        get { self[NavigationContainerBackgroundTrait.self] }
        set { self[NavigationContainerBackgroundTrait.self] = newValue }
    }
}

/// Carries a container background up to the container, which draws it behind its content.
private struct ContainerBackgroundModifier: ViewModifier, WrappingModifier {
    let background: AnyView
    let placement: ContainerBackgroundPlacement
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ContainerBackground", child: child, id: id) {
            if placement == .navigation { $0.navigationContainerBackground = background }
        }
    }
}

extension View {
    /// Fills the background of the container `container` names with `style`: with `.navigation`,
    /// the screen of the navigation stack this view is on, under its bars and over the whole
    /// screen, instead of the system background.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(background: AnyView(Rectangle().fill(style)), placement: container))
    }

    /// Fills the background of the container `container` names with `content`, laid out in a
    /// `ZStack` at `alignment` over the whole container.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        return modifier(ContainerBackgroundModifier(background: AnyView(background), placement: container))
    }
}
