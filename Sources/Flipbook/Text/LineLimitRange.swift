extension View {
    /// Limits text in this view to at most `limit.upperBound` lines and makes it take the space
    /// of at least `limit.lowerBound` lines (a `TextField(axis: .vertical)` grows between them).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(1, limit.upperBound)).environment(\.reservedLines, limit.lowerBound)
    }

    /// Makes text in this view take the space of at least `limit.lowerBound` lines, without a limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, limit.lowerBound)
    }

    /// Limits text in this view to at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(1, limit.upperBound)).environment(\.reservedLines, 1)
    }

    /// Limits text in this view to `limit` lines and, if `reservesSpace`, makes it take the space
    /// of `limit` lines however few it has.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(1, limit)).environment(\.reservedLines, reservesSpace ? limit : 1)
    }
}

extension EnvironmentValues {
    /// The lines of space text takes at least (`lineLimit(3...5)`; 1 takes only what it needs).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

private enum ReservedLinesKey: EnvironmentKey { static let defaultValue = 1 }
