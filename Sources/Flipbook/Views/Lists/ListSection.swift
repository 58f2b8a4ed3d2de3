/// One section of a list as the list lays it out: its header, rows and footer, and the views the
/// list draws for it (its card, separators between rows, hairlines along its edges).
@MainActor
struct ListSection {
    var header: [Element] = []
    var rows: [ListRowElement] = []
    /// The indices of the rows drawn selected (no separator touches them, as in UIKit).
    var selectedRows: Set<Int> = []
    var footer: [Element] = []
    /// The card behind the rows (grouped styles).
    var card: Element?
    /// With row spacing in a grouped style, a card behind each row instead, by the row's index.
    var rowCards: [(row: Int, card: Element)] = []
    /// Whether its rows stand apart (row spacing in a grouped style), each with its own corners.
    var separatesRows = false
    /// The spacing the section asks for around itself (`listSectionSpacing` on the `Section`).
    var spacing: ListSectionSpacing?
    /// The separator below each row that has one, by the row's index.
    var separators: [(row: Int, line: Element)] = []
    /// Hairlines along the section's top and bottom edges.
    var topEdge: Element?
    var bottomEdge: Element?
    /// The band behind a header that pins (a plain list's), in the list's background colour, so
    /// rows pass under it.
    var headerBand: Element?

    /// Every element of the section in drawing order.
    var elements: [Element] {
        var elements: [Element] = (card.map { [$0] } ?? []) + rowCards.map { $0.card }
        elements += rows as [Element]
        elements += separators.map { $0.line }
        elements += [topEdge, bottomEdge, headerBand].compactMap { $0 }
        return elements + header + footer
    }

    /// What is drawn pinned while the list scrolls: the header band and the header.
    var pinnedElements: [Element] { (headerBand.map { [$0] } ?? []) + header }
}

extension ListSection {
    /// The list's content split into sections: each `Section`'s parts, and each run of rows
    /// outside any `Section` as a section of its own. Rows are wrapped in `ListRowElement`s (tapped
    /// to select, and highlighted while selected, with a `selection`; swiped open as `swipe` says)
    /// and the card and separators
    /// resolved in `context` (the list's), identified by their section and row.
    static func sections(of content: [Element], appearance: ListAppearance, separatesRows: Bool, selection: ListSelection?,
                         swipe: ListSwipeState, isEditing: Bool, context: ResolveContext) -> [ListSection] {
        var sections: [(id: ViewID, section: ListSection)] = []
        var implicitCount = 0
        let metrics = ListRowMetrics(dynamicTypeSize: context.environment.dynamicTypeSize)
        for element in content {
            let membership = element.traits.listSection
            let id: ViewID
            if let membership {
                id = membership.section
            } else if let last = sections.last, last.section.header.isEmpty, last.section.footer.isEmpty,
                      last.section.rows.last?.traits.listSection == nil, !last.section.rows.isEmpty {
                id = last.id
            } else {
                implicitCount += 1
                id = context.id.appending(.index(implicitCount))
            }
            if sections.last?.id != id { sections.append((id, ListSection())) }
            if let spacing = element.traits.listSectionSpacing { sections[sections.count - 1].section.spacing = spacing }
            switch membership?.part ?? .row {
            case .header: sections[sections.count - 1].section.header.append(element)
            case .footer: sections[sections.count - 1].section.footer.append(element)
            case .row:
                let rowID = element.id.appending(.wrapper)
                // Rows are resolved under the list's content component.
                let tag = selection == nil ? nil : element.selectionTag(belowDepth: context.id.components.count + 1)
                let isSelected = tag.map { selection?.isSelected($0) ?? false } ?? false
                // In edit mode a selected row shows a checkmark rather than a highlight.
                let background = isSelected && !isEditing
                    ? decoration(Color(UIColor.systemGray4), "selection", of: rowID, in: context)
                    : element.traits.listRowBackground.flatMap { decoration(AnyView($0.view), "background", of: rowID, in: context) }
                let actions = ListRowSwipe.make(for: element, rowID: rowID, state: swipe, context: context)
                let controls = ListRowAccessories.make(for: element, rowID: rowID, swipe: actions,
                                                       selected: selection == nil || tag == nil ? nil : isSelected,
                                                       isEditing: isEditing, context: context)
                let departure = element.traits.isDeparting ? context.owner.persistentState(at: rowID) : nil
                let row = ListRowElement(content: element, background: background, swipe: actions, accessories: controls,
                                         metrics: metrics, departure: departure, id: rowID)
                if let tag, let selection, !element.traits.isSelectionDisabled {
                    // Named by its texts together, or by any one of them (a title with a subtitle).
                    // In a collapsed split view's column, a selection pushes the next column.
                    let texts = TapTarget.textList(in: [element])
                    let column = context.environment.collapsedSplitColumn
                    row.traits.tapTarget = TapTarget(title: texts.joined(separator: " "), action: {
                        if isEditing { selection.toggle(tag) } else { selection.select(tag); column?.rowSelected() }
                    }, aliases: texts)
                }
                if isSelected, !isEditing { sections[sections.count - 1].section.selectedRows.insert(sections[sections.count - 1].section.rows.count) }
                sections[sections.count - 1].section.rows.append(row)
            }
        }
        return sections.map { entry in
            var section = entry.section
            section.resolveDecorations(id: entry.id, appearance: appearance, separatesRows: separatesRows, context: context)
            return section
        }
    }

    /// A view the list draws for a section or row, identified by its name under theirs.
    private static func decoration(_ view: some View, _ name: String, of owner: ViewID, in context: ResolveContext) -> Element? {
        var context = context
        context.id = owner
        return context.resolveChild(view, component: .explicit(name)).first
    }

    /// With `separatesRows` (row spacing in a grouped style), each row has a card of its own and
    /// no separators.
    private mutating func resolveDecorations(id: ViewID, appearance: ListAppearance, separatesRows: Bool, context: ResolveContext) {
        func resolve(_ view: some View, _ name: String, of owner: ViewID) -> Element? {
            Self.decoration(view, name, of: owner, in: context)
        }
        let shown = rows.indices.filter { !rows[$0].traits.isDeparting }
        let cardShape = RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous)
            .fill(Color(.secondarySystemGroupedBackground))
        // A row's `listRowBackground` replaces its part of the card, as it replaces a cell's background.
        let plainRows = shown.filter { !rows[$0].hasOwnBackground }
        self.separatesRows = separatesRows
        if separatesRows {
            rowCards = plainRows.compactMap { index in resolve(cardShape, "card", of: rows[index].id).map { (index, $0) } }
        } else if appearance.isGrouped, !plainRows.isEmpty {
            card = resolve(cardShape, "card", of: id)
        }
        for (above, below) in zip(shown, shown.dropFirst())
        where !separatesRows && rows[above].traits.listRowSeparator.bottom != .hidden && rows[below].traits.listRowSeparator.top != .hidden
            && selectedRows.isDisjoint(with: [above, below]) {
            let tint = rows[above].traits.listRowSeparatorTint.bottom ?? rows[below].traits.listRowSeparatorTint.top
            if let line = resolve(tint ?? Color(.separator), "separator", of: rows[above].id) { separators.append((above, line)) }
        }
        let edges = (header + rows + footer).reduce(ListEdgeVisibility()) { edges, element in
            var edges = edges
            let own = element.traits.listSectionSeparator
            if own.top != .automatic { edges.top = own.top }
            if own.bottom != .automatic { edges.bottom = own.bottom }
            return edges
        }
        func shows(_ visibility: Visibility) -> Bool {
            visibility == .visible || (visibility == .automatic && appearance.showsSectionSeparators)
        }
        if appearance == .plain, !header.isEmpty, context.environment.listBackgroundVisibility != .hidden {
            headerBand = resolve(appearance.background, "header band", of: id)
        }
        guard !shown.isEmpty else { return }
        if shows(edges.top) { topEdge = resolve(Color(.separator), "top edge", of: id) }
        if shows(edges.bottom) { bottomEdge = resolve(Color(.separator), "bottom edge", of: id) }
    }
}
