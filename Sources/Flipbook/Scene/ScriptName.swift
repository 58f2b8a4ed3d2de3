/// The names a script event finds a view by, and the one rule by which every event that takes a
/// label (`Tap`, `Flip`, `Slide`, `Step`, `Pick`, `TypeText`, `PickDate`, `Swipe`, `Drag`,
/// `LongPress`, `Pinch`, `Reorder`) matches it:
///
/// - A view answers to its `accessibilityIdentifier`, its `accessibilityLabel`, its texts joined by
///   spaces, and each one of its texts (a title over a subtitle, a label beside a value); one that
///   draws symbol images beside its texts, also to all of them together in drawing order, each
///   symbol by its name or by iOS's label for it (a heart and "128": "heart 128", "Love 128"). A view
///   without texts answers to the titles of its labels drawn as icons alone (a toolbar's
///   `Label("Add Item", systemImage: "plus")`: "Add Item", as VoiceOver reads it), to the names of
///   its symbol images and to iOS's labels for them (`Image(systemName: "ellipsis.circle")`:
///   "ellipsis.circle" and "More").
/// - A pushed screen's Back button answers to "Back" whatever it shows (the previous screen's
///   title, "Back", or its chevron alone), and to the previous screen's title.
/// - A label names a view when one of those names equals it. Only when no view of the kind the
///   event looks for is named so exactly, a label also names a view one of whose names begins with
///   it followed by a character that is neither a letter nor a digit: "Quantity" names
///   `Stepper("Quantity: \(quantity)", …)` whatever the quantity shows, "Add" names "Add (3)",
///   never "Address".
/// - Several views named by a label, or none, is an error listing the candidates.
struct ScriptName: Equatable {
    /// How a label matches a name; an exact match beats a prefix.
    enum Match: Int, Comparable {
        case exact, prefix

        static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    /// What messages call the view: its `accessibilityIdentifier`, else its texts.
    let title: String
    /// The other names it answers to, without repeats.
    let aliases: [String]

    init(title: String, aliases: [String] = []) {
        self.title = title
        var unique: [String] = []
        for alias in aliases where !alias.isEmpty && alias != title && !unique.contains(alias) { unique.append(alias) }
        self.aliases = unique
    }

    /// The name of a view with these accessibility values, its `shown` title (a button's title
    /// string, a control's hidden label) if any, and the texts and symbol images its label draws
    /// (`parts`, in drawing order). A view with texts also answers to all its parts together, each
    /// symbol by its name and by iOS's label for it ("heart 128", "Love 128"); without texts, to the
    /// titles of its labels drawn as icons alone (`iconTitles`), then to its symbols (by iOS's
    /// labels for them, then by their names).
    init(identifier: String?, accessibilityLabel: String?, shown: String? = nil, parts: [LabelPart], iconTitles: [String] = []) {
        let texts = parts.compactMap(\.text), symbols = parts.compactMap(\.symbol)
        let names = texts.isEmpty ? symbols : []
        let symbolLabels = texts.isEmpty ? symbols.map(SymbolTable.accessibilityLabel(for:)) : []
        let together = texts.isEmpty || symbols.isEmpty ? [] : [
            parts.map { $0.text ?? $0.symbol ?? "" }.joined(separator: " "),
            parts.map { $0.text ?? $0.symbol.map(SymbolTable.accessibilityLabel(for:)) ?? "" }.joined(separator: " "),
        ]
        let shownTexts = !texts.isEmpty ? texts : !iconTitles.isEmpty ? iconTitles : symbolLabels
        let joined = shownTexts.joined(separator: " ")
        self.init(title: identifier ?? shown ?? joined,
                  aliases: [accessibilityLabel, shown, joined].compactMap { $0 } + shownTexts + together + symbolLabels + names)
    }

    /// The name of a view with these accessibility values whose label draws `texts` (a control's).
    init(identifier: String?, accessibilityLabel: String?, texts: [String]) {
        self.init(identifier: identifier, accessibilityLabel: accessibilityLabel, parts: texts.map(LabelPart.text))
    }

    /// What a message listing views calls this one: its title, else (a view with no texts) its first other name.
    var shown: String { title.isEmpty ? aliases.first ?? "" : title }

    /// How `label` names this view, if it does.
    func match(_ label: String) -> Match? {
        let names = [title] + aliases
        if names.contains(label) { return .exact }
        return names.contains { Self.begins($0, with: label) } ? .prefix : nil
    }

    /// The candidates `label` names: those it names exactly if any, else those whose name it begins.
    static func named<Candidate>(_ label: String, in candidates: [Candidate], by name: (Candidate) -> ScriptName) -> [Candidate] {
        let matched = candidates.compactMap { candidate in name(candidate).match(label).map { (candidate, $0) } }
        guard let best = matched.map(\.1).min() else { return [] }
        return matched.filter { $0.1 == best }.map(\.0)
    }

    /// Whether `name` is `label` followed by a character that is neither a letter nor a digit.
    private static func begins(_ name: String, with label: String) -> Bool {
        guard !label.isEmpty, name.hasPrefix(label), let next = name.dropFirst(label.count).first else { return false }
        return !next.isLetter && !next.isNumber
    }
}

/// What a view's label draws, in drawing order, as far as its name goes: a text's string or a
/// symbol image's name.
enum LabelPart: Equatable {
    case text(String)
    case symbol(String)

    var text: String? { if case .text(let string) = self { string } else { nil } }
    var symbol: String? { if case .symbol(let name) = self { name } else { nil } }
}
