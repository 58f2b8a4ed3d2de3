/// How a pushed or presented screen comes and goes: `.automatic` (the platform's slide), or iOS 18's
/// `.zoom(sourceID:in:)`, which grows the screen out of the view marked
/// `matchedTransitionSource(id:in:)` with the same id.
///
/// Partial: a zoom transition moves the screen as `.automatic` does; the growth from the source
/// view is not drawn (a settled screen looks the same either way).
public protocol NavigationTransition {}

/// The platform's transition: a push slides in from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {
    public init() {}
}

/// iOS 18's zoom from a source view (see ``NavigationTransition``).
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom out of the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a transition's source view looks while a zoom grows out of it (its background, corner
/// clipping and shadow); a settled source view draws as it is.
public protocol MatchedTransitionSourceConfiguration {}

/// A source view's look during a zoom with nothing changed.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source view on `style` while it zooms.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
    /// The source view clipped to `shape` while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }
    /// The source view with a shadow while it zooms.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// How this screen is pushed or presented (`.zoom(sourceID:in:)`); see ``NavigationTransition``.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks this view as the source of a zoom transition with `id` in `namespace`.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as the source of a zoom transition with `id` in `namespace`, styled by
    /// `configuration` while it zooms.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View { self }
}
