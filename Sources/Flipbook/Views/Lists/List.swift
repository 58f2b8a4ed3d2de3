/// A list of rows, as iOS draws it in its `listStyle` (`.insetGrouped` by default): each view of
/// the content a row (at least 44 pt tall, content inset by the style's margin and vertically
/// centred), `Section`s with their headers and footers, separators between rows. The list takes
/// the space it is offered, clips its content to it and shows its rows from the top.
///
///     List {
///         Section("Fruit") { Text("Apples"); Text("Pears") }
///     }
///     List(contacts) { contact in Text(contact.name) }
///
/// Partial: rows do not scroll, and selection is not supported.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each `Identifiable` element of the collection `data` binds, given a binding to it.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of the collection `data` binds, identified by the key path `id`,
    /// given a binding to it.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let appearance = context.environment.listAppearance
        let rows = context.with { $0.isInList = true }.resolveChild(content, component: .content)
        let sections = ListSection.sections(of: rows, appearance: appearance, context: context)
        var background: Element?
        if context.environment.listBackgroundVisibility != .hidden {
            let color = Color(appearance.isGrouped ? UIColor.systemGroupedBackground : .systemBackground)
            background = context.resolveChild(color, component: .explicit("background")).first
        }
        return [ListElement(sections: sections, background: background, appearance: appearance, id: context.id)]
    }
}
