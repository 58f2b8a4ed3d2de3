import Foundation

/// Rows of values in columns. On an iPhone (a compact width) a table has no room for its columns:
/// as iOS does, it hides the headers and every column after the first, and shows a plain list
/// with one row per value holding the first column's cell. A tap on a row selects it when the
/// table has a selection. Sorting is by the column headers, which an iPhone does not show, so
/// `sortOrder` is kept as it is.
///
///     Table(people, selection: $selected) {
///         TableColumn("Name", value: \.name)
///         TableColumn("Email", value: \.email)
///     }
///
/// Partial: only the compact form (what an iPhone shows) is drawn; `TableRow`/`rows:` tables are not supported.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
    where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let values: [Value]
    let columns: Columns
    let selection: ListSelection?

    public var body: some View {
        List<Never, _>(content: ForEach(values) { value in firstCell(for: value) }, selection: selection)
            .listStyle(.plain)
    }

    /// The cell of the first column for `value`.
    private func firstCell(for value: Value) -> AnyView {
        (columns as? any TableCells)?.cells(for: value).first ?? AnyView(EmptyView())
    }
}

/// The rows of a `Table`: a value type, one row per value.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable
}

/// A table's rows made from a collection of values (the rows of `Table(_:columns:)`).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
}

extension Table {
    /// A row for each value of `data`, in the `columns` given.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: Array(data), columns: columns(), selection: nil)
    }

    /// A row for each value of `data`; a tap selects a row, whose `id` goes in `selection`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// A row for each value of `data`; a tap makes `selection` that row's `id` alone.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// A row for each value of `data`, sortable by the columns into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: Array(data), columns: columns(), selection: nil)
    }

    /// A row for each value of `data`, selectable into `selection` and sortable into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: Array(data), columns: columns(), selection: ListSelection(selection))
    }

    /// A row for each value of `data`, selectable into the set `selection` and sortable into `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: Array(data), columns: columns(), selection: ListSelection(selection))
    }
}
