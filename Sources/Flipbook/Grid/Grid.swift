/// A two-dimensional layout: each `GridRow` is a row, each of its views a cell;
/// a column is as wide as its widest cell and a row as tall as its tallest,
/// with flexible cells sharing what is left. A view that is not a `GridRow`
/// spans the whole width.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        var inner = context
        inner.stackAxis = nil
        let rows = inner.resolveChild(content, component: .content)
        return [GridElement(rows: rows, alignment: alignment,
                            spacing: CGSize(width: horizontalSpacing ?? ViewSpacing.defaultValue,
                                            height: verticalSpacing ?? ViewSpacing.defaultValue),
                            id: context.id)]
    }
}

/// One row of a `Grid`; its views are the row's cells.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [GridRowElement(alignment: alignment, cells: context.resolveChild(content, component: .content), id: context.id)]
    }
}

/// A grid row: holds its cells; the grid lays them out.
final class GridRowElement: Element {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?, cells: [Element], id: ViewID) {
        self.alignment = alignment
        super.init(.container, id: id, children: cells)
        traits.gridRow = ElementReference(element: self)
    }
}

private enum GridRowTrait: ElementTraitKey { static var defaultValue: ElementReference<GridRowElement>? { nil } }

extension ElementTraits {
    /// The `GridRow` this view is (seen through its modifiers).
    var gridRow: ElementReference<GridRowElement>? {
        get { self[GridRowTrait.self] }
        set { self[GridRowTrait.self] = newValue }
    }
}
