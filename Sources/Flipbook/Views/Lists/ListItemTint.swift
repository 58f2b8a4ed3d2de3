/// The colour of a list row's icons (`listItemTint(_:)`).
public struct ListItemTint: Sendable {
    let color: Color?

    /// The row's icons in `tint`, whatever the platform does.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The row's icons in `tint` where the platform tints them (an iPhone does).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The row's icons in the label colour, untinted.
    public static let monochrome = ListItemTint(color: .primary)
}

private enum ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

extension EnvironmentValues {
    /// The tint of list rows' label icons here (`listItemTint`); nil: the tint colour.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Draws the icons of the list rows in this view (a `Label`'s icon) in `tint`.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environment(\.listItemTint, tint)
    }

    /// Draws the icons of the list rows in this view in `tint` (nil: the tint colour).
    public func listItemTint(_ tint: Color?) -> some View {
        environment(\.listItemTint, tint.map(ListItemTint.fixed))
    }
}
