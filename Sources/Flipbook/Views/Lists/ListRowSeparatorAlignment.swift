private enum ListRowSeparatorLeadingAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension HorizontalAlignment {
    /// Where the separator below a list row starts: by default the leading edge of the row's
    /// first text (past an icon); `alignmentGuide(.listRowSeparatorLeading) { … }` on a view in the
    /// row moves it there.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingAlignment.self)
}
