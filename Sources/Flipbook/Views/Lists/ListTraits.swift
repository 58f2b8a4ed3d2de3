/// Which part of a `Section` a list element is.
enum ListSectionPart { case header, row, footer }

/// The `Section` a list element belongs to, and which part of it it is.
struct ListSectionMembership {
    let section: ViewID
    let part: ListSectionPart
}

/// Visibility per vertical edge (row and section separators).
struct ListEdgeVisibility {
    var top = Visibility.automatic
    var bottom = Visibility.automatic

    /// Sets `visibility` on `edges` that nothing closer to the view set already.
    mutating func fill(_ visibility: Visibility, edges: VerticalEdge.Set) {
        if edges.contains(.top), top == .automatic { top = visibility }
        if edges.contains(.bottom), bottom == .automatic { bottom = visibility }
    }
}

/// A colour per vertical edge (row separator tints).
struct ListEdgeTint {
    var top: Color?
    var bottom: Color?

    /// Sets `color` on `edges` that nothing closer to the view set already.
    mutating func fill(_ color: Color?, edges: VerticalEdge.Set) {
        if edges.contains(.top), top == nil { top = color }
        if edges.contains(.bottom), bottom == nil { bottom = color }
    }
}

/// A row's own background view (`listRowBackground`).
struct ListRowBackground {
    let view: any View
}

private enum ListSectionTrait: ElementTraitKey { static var defaultValue: ListSectionMembership? { nil } }
private enum ListRowInsetsTrait: ElementTraitKey { static var defaultValue: EdgeInsets? { nil } }
private enum ListRowSeparatorTrait: ElementTraitKey { static var defaultValue: ListEdgeVisibility { ListEdgeVisibility() } }
private enum ListRowSeparatorTintTrait: ElementTraitKey { static var defaultValue: ListEdgeTint { ListEdgeTint() } }
private enum ListSectionSeparatorTrait: ElementTraitKey { static var defaultValue: ListEdgeVisibility { ListEdgeVisibility() } }
private enum ListRowBackgroundTrait: ElementTraitKey { static var defaultValue: ListRowBackground? { nil } }
private enum ListAppearanceTrait: ElementTraitKey { static var defaultValue: ListAppearance? { nil } }

extension ElementTraits {
    /// The section the view is part of in a list (nil: a row of no `Section`).
    var listSection: ListSectionMembership? {
        get { self[ListSectionTrait.self] }
        set { self[ListSectionTrait.self] = newValue }
    }

    /// The row's insets (`listRowInsets`; nil: the style's).
    var listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsTrait.self] }
        set { self[ListRowInsetsTrait.self] = newValue }
    }

    /// Whether the separators above and below the row show (`listRowSeparator`).
    var listRowSeparator: ListEdgeVisibility {
        get { self[ListRowSeparatorTrait.self] }
        set { self[ListRowSeparatorTrait.self] = newValue }
    }

    /// The colours of the separators above and below the row (`listRowSeparatorTint`).
    var listRowSeparatorTint: ListEdgeTint {
        get { self[ListRowSeparatorTintTrait.self] }
        set { self[ListRowSeparatorTintTrait.self] = newValue }
    }

    /// Whether the hairlines along the section's top and bottom show (`listSectionSeparator`).
    var listSectionSeparator: ListEdgeVisibility {
        get { self[ListSectionSeparatorTrait.self] }
        set { self[ListSectionSeparatorTrait.self] = newValue }
    }

    /// The row's background view (`listRowBackground`).
    var listRowBackground: ListRowBackground? {
        get { self[ListRowBackgroundTrait.self] }
        set { self[ListRowBackgroundTrait.self] = newValue }
    }

    /// The style of the list this view is (nil: not a list); a navigation screen shows a grouped
    /// list's background behind its bar.
    var listAppearance: ListAppearance? {
        get { self[ListAppearanceTrait.self] }
        set { self[ListAppearanceTrait.self] = newValue }
    }
}
