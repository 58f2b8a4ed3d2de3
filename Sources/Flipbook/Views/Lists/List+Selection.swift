/// A list's selection: which rows are selected, and the selection a tap on a row makes. As on an
/// iPhone outside edit mode, a tap selects that one row (a `Set` selection becomes that row
/// alone), and a selected row is drawn highlighted. A row's selection value is its `tag`, else
/// the identifier of the `ForEach` element that made it.
///
/// In an active edit mode every row shows a selection circle and a tap toggles the row's place in
/// a `Set` selection (`toggle`; a single selection is set to the row, or cleared if it was it).
struct ListSelection {
    let isSelected: @MainActor (AnyHashable) -> Bool
    let select: @MainActor (AnyHashable) -> Void
    let toggle: @MainActor (AnyHashable) -> Void
    /// Selects nothing (a collapsed split view's list, when the column its row pushed is popped).
    let clear: @MainActor () -> Void
    /// Whether any row is selected (a collapsed split view's list then shows the next column).
    let hasSelection: @MainActor () -> Bool

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        isSelected = { $0.base as? Value == binding.wrappedValue }
        clear = { binding.wrappedValue = nil }
        hasSelection = { binding.wrappedValue != nil }
        select = { if let value = $0.base as? Value { binding.wrappedValue = value } }
        toggle = { tag in
            guard let value = tag.base as? Value else { return }
            binding.wrappedValue = binding.wrappedValue == value ? nil : value
        }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        isSelected = { ($0.base as? Value).map(binding.wrappedValue.contains) ?? false }
        clear = { binding.wrappedValue = [] }
        hasSelection = { !binding.wrappedValue.isEmpty }
        select = { if let value = $0.base as? Value { binding.wrappedValue = [value] } }
        toggle = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
    }
}

extension List {
    /// A list whose rows can be selected, one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init)
    }

    /// A list whose rows can be selected (outside edit mode, one at a time: a tap makes the set
    /// that row alone; in edit mode a tap adds or removes the row).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init)
    }

    /// A selectable row for each `Identifiable` element of `data`; a row's selection value is the
    /// element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A selectable row for each element of `data`, identified (and selected) by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each `Identifiable` element of `data`, selected into a set.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the value at `id`, selected into a set.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
