/// The space between two adjacent sections of a list (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable, Hashable {
    /// The space, or nil for the style's own (see `ListAppearance`).
    let points: CGFloat?

    /// The list style's spacing: 35 points above a section without a header, 22 above a header's text.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing between sections: 20 points (an estimate of iOS 17's).
    public static let compact = ListSectionSpacing(points: 20)

    /// `spacing` points between sections: from the end of one section (its card, or its footer) to
    /// the start of the next (its header's text, or its card).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// Marks each part of a `Section` with its spacing, and sets a `List`'s for the sections inside.
struct ListSectionSpacingModifier: ViewModifier, WrappingModifier {
    let spacing: ListSectionSpacing
    typealias Body = Never

    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.listSectionSpacing = spacing }

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ListSectionSpacing", child: child, id: id) { $0.listSectionSpacing = spacing }
    }
}

private enum ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private enum ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }
private enum ListSectionSpacingTrait: ElementTraitKey { static var defaultValue: ListSectionSpacing? { nil } }

extension EnvironmentValues {
    /// The space between the rows of the lists below (`listRowSpacing(_:)`); nil for none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The space between the sections of the lists below.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension ElementTraits {
    /// The spacing a `Section` asks for around itself (`listSectionSpacing` on the section).
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingTrait.self] }
        set { self[ListSectionSpacingTrait.self] = newValue }
    }
}

/// The gaps a list leaves: between rows, and between each section and the one before it.
struct ListSpacing {
    /// Between rows of a section. Above zero, a grouped list's rows are cards of their own with no
    /// separators between them (iOS 17; the look is an estimate from screenshots).
    var rows: CGFloat = 0
    /// The list's spacing, for sections that ask for none of their own.
    var sections = ListSectionSpacing.default

    /// The space between two adjacent sections asking for `above`'s and `below`'s own spacing
    /// (nil: none), where the style leaves `standard`: as SwiftUI documents, each section applies
    /// half its spacing on each side, and a section without its own takes its neighbour's, else
    /// the list's.
    func between(_ above: ListSectionSpacing?, _ below: ListSectionSpacing?, standard: CGFloat) -> CGFloat {
        let first = above ?? below ?? sections, second = below ?? above ?? sections
        return ((first.points ?? standard) + (second.points ?? standard)) / 2
    }
}

extension View {
    /// The space between adjacent rows of the lists in this view (nil: none, the default).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing) }

    /// The space between adjacent sections of a `List` (on the list), or around one `Section`
    /// (on the section, overriding the list's).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(ListSectionSpacingModifier(spacing: spacing))
    }

    /// `spacing` points between adjacent sections of a `List`, or around one `Section`.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }
}
