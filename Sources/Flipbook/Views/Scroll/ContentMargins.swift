/// Where `contentMargins` applies in the scroll views it reaches.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Kind
    enum Kind { case automatic, scrollContent, scrollIndicators }

    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The indicators only.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The margins scroll views add around their content and inside their indicators' tracks.
struct ScrollContentMargins {
    var content = EdgeInsets()
    var indicators = EdgeInsets()

    mutating func add(_ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        func adding(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
            EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                       trailing: a.trailing + b.trailing)
        }
        if placement != .scrollIndicators { content = adding(content, insets) }
        if placement != .scrollContent { indicators = adding(indicators, insets) }
    }
}

private enum ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: ScrollContentMargins { ScrollContentMargins() }
}

extension EnvironmentValues {
    /// The margins of the scroll views here.
    var scrollContentMargins: ScrollContentMargins {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

struct ContentMarginsModifier: ViewModifier, EnvironmentModifier {
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.scrollContentMargins.add(insets, for: placement) }
}

extension View {
    /// Adds margins around the content of the scroll views in this view (and inside their
    /// indicators' tracks): the content is inset across the scroll axis and starts and ends that
    /// far in along it. Margins add up with those set further out.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(insets: EdgeInsets(edges, length ?? 16), placement: placement))
    }

    /// Adds `insets` around the content of the scroll views in this view.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(insets: insets, placement: placement))
    }

    /// Adds `length` on every edge around the content of the scroll views in this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
