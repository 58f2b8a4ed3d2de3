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

/// Text attributes set on a view (`.bold()`, `.underline()`…) for the texts inside it; each
/// text's own attributes win.
struct TextStyleModifier: ViewModifier, EnvironmentModifier {
    let change: @Sendable (inout TextRun.Style) -> Void
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { change(&environment.textStyle) }
}

extension EnvironmentValues {
    /// Letter case applied to the text in this view (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set {
            self[TextCaseKey.self] = newValue
            self[TextCaseSetKey.self] = true
        }
    }

    /// Whether a view above set `textCase`, even to nil (list headers uppercase otherwise).
    var isTextCaseSet: Bool { self[TextCaseSetKey.self] }

    /// Text attributes set on enclosing views.
    var textStyle: TextRun.Style {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}

private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private enum TextCaseSetKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum TextStyleKey: EnvironmentKey { static var defaultValue: TextRun.Style { TextRun.Style() } }

extension View {
    /// Shows the text in this view in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    private func textStyle(_ change: @escaping @Sendable (inout TextRun.Style) -> Void) -> some View {
        modifier(TextStyleModifier(change: change))
    }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View { textStyle { if isActive { $0.weight = .bold } } }
    public func italic(_ isActive: Bool = true) -> some View { textStyle { $0.isItalic = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { textStyle { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> some View { textStyle { $0.design = design } }
    public func monospacedDigit() -> some View { textStyle { $0.monospacedDigit = true } }
    /// Applies `scale` to the text in this view (nothing when `isEnabled` is false).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        textStyle { if isEnabled { $0.scale = scale } }
    }
    public func monospaced(_ isActive: Bool = true) -> some View { textStyle { if isActive { $0.design = .monospaced } } }
    /// A line under the text in this view, drawn in `pattern`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.underline = TextRun.Line(isActive: isActive, color: color, pattern: pattern) }
    }
    /// A line through the text in this view, drawn in `pattern`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.strikethrough = TextRun.Line(isActive: isActive, color: color, pattern: pattern) }
    }
    public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.tracking = tracking } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { textStyle { $0.baselineOffset = baselineOffset } }
}
