/// A modifier that sets list traits on each view it modifies; the setting closest to a view wins.
struct ListTraitModifier: ViewModifier, WrappingModifier {
    let change: @MainActor (inout ElementTraits) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ListTrait", child: child, id: id, change: change)
    }
}

extension View {
    /// The insets of this row's content in a list (nil: the list style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListTraitModifier { traits in
            if traits.listRowInsets == nil { traits.listRowInsets = insets }
        })
    }

    /// Shows or hides the separators on `edges` of this row in a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListTraitModifier { $0.listRowSeparator.fill(visibility, edges: edges) })
    }

    /// Draws the separators on `edges` of this row in `color` (nil: the list's separator colour).
    /// A separator between two rows takes the upper row's bottom tint, else the lower row's top tint.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListTraitModifier { $0.listRowSeparatorTint.fill(color, edges: edges) })
    }

    /// Shows or hides the hairlines along `edges` of this section in a list (shown in `.grouped`).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListTraitModifier { $0.listSectionSeparator.fill(visibility, edges: edges) })
    }

    /// Draws `view` behind this row in a list, filling the row, instead of the style's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListTraitModifier { traits in
            if traits.listRowBackground == nil, let view { traits.listRowBackground = ListRowBackground(view: view) }
        })
    }
}
