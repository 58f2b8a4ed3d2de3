/// A list of rows, as iOS draws it in its `listStyle` (`.insetGrouped` by default): each view of
/// the content a row (at least 44 pt tall, content inset by the style's margin and vertically
/// centred), `Section`s with their headers and footers, separators between rows. The list takes
/// the space it is offered and is a vertical scroll view of its rows, from the top at rest: the
/// `Scroll` script event, a `ScrollViewReader` and `scrollPosition(id:)` move it as they move a
/// `ScrollView`, and a `.plain` list's section headers stay pinned at its top while their rows
/// pass under them. Its background reaches into the safe area it touches.
///
///     List {
///         Section("Fruit") { Text("Apples"); Text("Pears") }
///     }
///     List(contacts) { contact in Text(contact.name) }
///
/// `List(selection:)`: a tap selects a row, drawn highlighted (see `ListSelection`). Rows with
/// `swipeActions` or made by a `ForEach` with `onDelete` open when a script `Swipe`s them
/// (see `ListRowSwipe`).
///
/// In an active `editMode` (`EditButton`), rows of a `ForEach` with `onDelete` show red delete
/// indicators, with `onMove` reorder grips, and a list with a selection shows selection circles;
/// a tap on a row adds it to a set selection or removes it (see `ListRowAccessories`).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection?
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
    /// The list's rows in a scroll view (identified below the list), over its background.
    func resolve(in context: ResolveContext) -> [Element] {
        let appearance = context.environment.listAppearance
        let persistent = context.persistentState
        let position = persistent[.scrollPosition] ?? ScrollOffsetState()
        persistent[.scrollPosition] = position
        if let selection { context.environment.collapsedSplitColumn?.listResolved(with: selection, in: context) }
        let rows = context.with { $0.isInList = true; $0.isInSelectableList = selection != nil; $0.enclosingScrollPosition = position }
            .resolveChild(content, component: .content)
        var scrollContext = context
        scrollContext.id = context.id.appending(.wrapper)
        let swipe = persistent[.swipe] ?? ListSwipeState()
        persistent[.swipe] = swipe
        let isEditing = context.environment.editMode?.wrappedValue == .active
        let spacing = ListSpacing(rows: context.environment.listRowSpacing ?? 0, sections: context.environment.listSectionSpacing)
        let sections = ListSection.sections(of: rows, appearance: appearance, separatesRows: appearance.isGrouped && spacing.rows > 0,
                                            selection: selection, swipe: swipe, isEditing: isEditing, context: context)
        // A removed row stays open while it collapses (a destructive action covering it).
        if let open = swipe.row, !sections.contains(where: { $0.rows.contains { $0.id == open } }) {
            swipe.close()
        }
        let list = ListElement(sections: sections, appearance: appearance, spacing: spacing, pinningHeadersTo: appearance == .plain ? position : nil,
                               hairline: context.environment.pixelLength, id: scrollContext.id.appending(.content))
        let showsIndicators = !context.environment.hiddenScrollIndicators.contains(.vertical)
        let scroll = ScrollElement(axes: .vertical, showsIndicators: showsIndicators, content: list, position: position,
                                   state: persistent, context: scrollContext)
        var element: Element = scroll
        if context.environment.listBackgroundVisibility != .hidden {
            let background = context.resolveChild(appearance.background.ignoresSafeArea(), component: .explicit("background"))[0]
            element = DecorationElement(primary: scroll, decoration: background, isOverlay: false, id: context.id)
        }
        element.traits.listAppearance = appearance
        return [element]
    }
}
