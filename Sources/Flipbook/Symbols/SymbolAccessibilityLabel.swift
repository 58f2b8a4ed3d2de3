extension SymbolTable {
    /// The labels iOS gives images of common symbols, as VoiceOver reads them (the symbol's
    /// built-in accessibility label; estimates from iOS 17, where Apple publishes no list).
    private static let accessibilityLabels: [String: String] = [
        "ellipsis": "More", "ellipsis.circle": "More", "ellipsis.circle.fill": "More",
        "plus": "Add", "plus.circle": "Add", "plus.circle.fill": "Add",
        "square.and.arrow.up": "Share", "trash": "Delete", "magnifyingglass": "Search",
        "heart": "Love", "heart.fill": "Love",
    ]

    /// What an image of the symbol `name` is called: iOS's label for it, else its name.
    static func accessibilityLabel(for name: String) -> String { accessibilityLabels[name] ?? name }
}
