extension ViewGraph {
    /// The list row named `label` (its texts together or any one of them, or its accessibility
    /// identifier or label; see ``ScriptName``) among the rows on screen that `include` accepts;
    /// a missing or ambiguous one is an error calling them `kind` and listing them.
    func listRow(named label: String, kind: String, where include: (ListRowElement) -> Bool) throws -> ListRowElement {
        var rows: [(row: ListRowElement, name: ScriptName)] = []
        func visit(_ element: Element) {
            if element.traits.isDeparting || element.traits.isHidden { return }
            if let row = element as? ListRowElement, include(row) {
                let texts = TapTarget.textList(in: [row.content])
                let tap = row.content.traits.tapTarget?.name
                rows.append((row, ScriptName(title: texts.joined(separator: " "),
                                             aliases: texts + (tap.map { [$0.title] + $0.aliases } ?? []))))
            }
            for child in element.children { visit(child) }
        }
        for element in rootElements { visit(element) }
        let matches = ScriptName.named(label, in: rows, by: \.name)
        guard let match = matches.first else {
            throw RenderError.unknownControl(kind: kind, label: label, known: rows.map(\.name.title))
        }
        guard matches.count == 1 else {
            throw RenderError.ambiguousControl(kind: kind, label: label, matches: matches.map(\.name.shown))
        }
        return match.row
    }
}
