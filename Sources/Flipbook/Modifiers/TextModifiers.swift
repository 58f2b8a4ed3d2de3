import FlipbookDisplayList

/// How lines of text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    var lineAlignment: TextLineAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension Text {
    /// Where text that does not fit its lines is cut, replaced by an ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail

        var truncation: TextTruncation {
            switch self {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        }
    }
}

extension View {
    /// Limits text in this view to `number` lines, truncating the rest.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max(1, $0) }) }

    /// Aligns the lines of multi-line text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Adds `lineSpacing` points between lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
}
