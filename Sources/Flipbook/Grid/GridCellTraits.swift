/// What a grid reads from a cell: its span and its alignment overrides.
struct GridCellTraits: Equatable {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

private enum GridCellTrait: ElementTraitKey { static var defaultValue: GridCellTraits { GridCellTraits() } }

extension ElementTraits {
    /// This view's traits as a cell of a `Grid` (`gridCellColumns` and friends).
    var gridCell: GridCellTraits {
        get { self[GridCellTrait.self] }
        set { self[GridCellTrait.self] = newValue }
    }
}

struct GridCellModifier: ViewModifier, WrappingModifier {
    let change: (inout GridCellTraits) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("GridCell", child: child, id: id) { change(&$0.gridCell) }
    }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier { $0.columns = max(1, count) })
    }

    /// Aligns every cell of this cell's column horizontally with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier { $0.columnAlignment = guide })
    }

    /// Places this cell at `anchor` of its grid cell, overriding the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier { $0.anchor = anchor })
    }

    /// Keeps this flexible cell from sizing its row or column in `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier { $0.unsizedAxes = axes })
    }
}
