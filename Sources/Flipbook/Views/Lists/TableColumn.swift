import Foundation

/// The columns of a `Table`, for a type of row value: one `TableColumn`, or several that a
/// `TableColumnBuilder` puts together.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable
    associatedtype TableColumnSortComparator: SortComparator
}

/// Columns that make a cell for a row value (every `TableColumnContent` Flipbook builds).
protocol TableCells {
    /// One cell per column for `value`, in the columns' order.
    @MainActor func cells(for value: Any) -> [AnyView]
}

/// A column of a `Table`: its title and the cell it shows for each row value. A column made
/// with `value:` can sort the table by that value (on an iPad or a Mac, by its header).
@MainActor @preconcurrency
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, TableCells {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content

    @MainActor func cells(for value: Any) -> [AnyView] {
        (value as? RowValue).map { [AnyView(content($0))] } ?? []
    }

    /// This column `width` points wide where the table shows columns (an iPhone's table shows its
    /// first column, as wide as the table).
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }

    /// This column between `min` and `max` points wide, `ideal` at first, where the table shows columns.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

extension TableColumn where Label == Text {
    /// A column titled `titleKey` whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column titled `title` whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(label: Text(title), content: content)
    }

    /// A column titled `titleKey` showing the string at `value`, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
        where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(label: Text(titleKey)) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the string at `value`, sortable by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
        where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(label: Text(title)) { Text($0[keyPath: value]) }
    }

    /// A column titled `titleKey` whose cells `content` makes, sortable by the value at `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column titled `title` whose cells `content` makes, sortable by the value at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), content: content)
    }
}

/// Several columns a `TableColumnBuilder` put together, in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, TableCells {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let columns: [any TableCells]

    @MainActor func cells(for value: Any) -> [AnyView] { columns.flatMap { $0.cells(for: value) } }
}

/// Builds a table's columns from the columns listed in its closure.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }

    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        var columns: [any TableCells] = []
        for one in repeat each column {
            if let cells = one as? any TableCells { columns.append(cells) }
        }
        return TupleTableColumnContent(columns: columns)
    }
}
