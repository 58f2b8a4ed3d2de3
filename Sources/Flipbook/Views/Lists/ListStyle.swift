/// How a `List` looks, set with `listStyle(_:)`: `.insetGrouped` (iOS's default), `.grouped`,
/// `.inset`, `.plain` or `.sidebar`.
@MainActor @preconcurrency
public protocol ListStyle {}

/// A style that names the look it gives lists.
protocol ListAppearanceStyle: ListStyle {
    var appearance: ListAppearance { get }
}

/// iOS's default: `.insetGrouped`.
public struct DefaultListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Rows edge to edge on the system background, headers in bold.
public struct PlainListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .plain }
}

/// Plain rows inset from the list's edges.
public struct InsetListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .inset }
}

/// Sections as rounded cards inset on the grouped background.
public struct InsetGroupedListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

/// A sidebar as an iPhone shows it: inset cards, headers in bold as written.
public struct SidebarListStyle: ListAppearanceStyle {
    public init() {}
    var appearance: ListAppearance { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the look of the lists (and forms' rows) in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, (style as? any ListAppearanceStyle)?.appearance ?? .insetGrouped)
    }
}
