extension List where SelectionValue == Never {
    /// A tree of rows: a row for each `Identifiable` element of `data`, and under an element whose
    /// `children` are not nil a disclosure chevron (trailing, in the tint) that shows its
    /// children's rows, 16 pt further in. Every element starts collapsed; tapping a row expands it.
    ///
    ///     List(folders, children: \.subfolders) { Label($0.name, systemImage: "folder") }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A tree of rows, each element identified by the value at `id` (see `init(_:children:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
