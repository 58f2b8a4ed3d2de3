import FlipbookDisplayList

/// Modifiers that return `Text`, so texts with them still concatenate with `+`. Each sets its
/// attribute on the runs that do not set it themselves (the innermost setting wins).
extension Text {
    private func filling<V>(_ attribute: WritableKeyPath<TextRun.Style, V?>, with value: V?) -> Text {
        guard let value else { return self }
        var text = self
        for index in text.runs.indices where text.runs[index].style[keyPath: attribute] == nil {
            text.runs[index].style[keyPath: attribute] = value
        }
        return text
    }

    /// This text with the attributes `outer` sets filled in where its runs set none.
    func filling(from outer: TextRun.Style) -> Text {
        var text = self
        for index in text.runs.indices { text.runs[index].style.fill(from: outer) }
        return text
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { filling(\.font, with: font) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { filling(\.weight, with: weight) }
    public func fontDesign(_ design: Font.Design?) -> Text { filling(\.design, with: design) }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { filling(\.isItalic, with: isActive) }
    /// Text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// Digits of equal width (the font's tabular figures), so changing numbers do not jiggle.
    public func monospacedDigit() -> Text { filling(\.monospacedDigit, with: true) }
    /// This text at `scale` (unchanged when `isEnabled` is false).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { isEnabled ? filling(\.scale, with: scale) : self }

    public func foregroundColor(_ color: Color?) -> Text { filling(\.foreground, with: color.map(TextRun.Foreground.color)) }

    /// Paints the text with `style`: a colour, a hierarchical level, the tint, or a gradient
    /// (which fills the whole text through its glyphs).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let style = style.unerased
        if let gradient = style as? any GradientShapeStyle {
            var text = self
            text.gradient = TextGradient(gradient)
            return text
        }
        return filling(\.foreground, with: TextRun.Foreground(style))
    }

    /// A line under the text, in `color` or the text's own.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        filling(\.underline, with: TextRun.Line(isActive: isActive, color: color))
    }

    /// A line under the text, drawn in `pattern`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        filling(\.underline, with: TextRun.Line(isActive: isActive, color: color, pattern: pattern))
    }

    /// A line through the text, in `color` or the text's own.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        filling(\.strikethrough, with: TextRun.Line(isActive: isActive, color: color))
    }

    /// A line through the text, drawn in `pattern`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        filling(\.strikethrough, with: TextRun.Line(isActive: isActive, color: color, pattern: pattern))
    }

    /// Extra space between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text { filling(\.kerning, with: kerning) }

    /// Extra space after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { filling(\.tracking, with: tracking) }

    /// Raises the text by `baselineOffset` points (lowers it when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { filling(\.baselineOffset, with: baselineOffset) }

    /// How an underline or strikethrough is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// Solid, or dashes and dots: `.solid`, `.dot`, `.dash`, `.dashDot`, `.dashDotDot`.
        public typealias Pattern = TextDecoration.Pattern
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }

    /// Letter case applied to text with `.textCase(_:)`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(to string: String, locale: Locale) -> String {
            self == .uppercase ? string.uppercased(with: locale) : string.lowercased(with: locale)
        }
    }
}
