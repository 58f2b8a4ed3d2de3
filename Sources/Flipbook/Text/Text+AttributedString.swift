import Foundation

extension Text {
    /// Text showing `attributedContent` with the styles of its runs: bold, italic, monospaced
    /// and struck-through for their `InlinePresentationIntent`s, the tint colour for a `link`.
    ///
    /// Partial: other attributes (SwiftUI's `font`, `foregroundColor`, …) are not read.
    // Disfavoured: Linux's `AttributedString` takes string literals, which must stay `LocalizedStringKey`s (markdown).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(runs: attributedContent.runs.map { run in
            var style = TextRun.Style()
            let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
            if intent.contains(.stronglyEmphasized) { style.weight = .bold }
            if intent.contains(.emphasized) { style.isItalic = true }
            if intent.contains(.code) { style.design = .monospaced }
            if intent.contains(.strikethrough) { style.strikethrough = TextRun.Line(isActive: true, color: nil) }
            style.link = run.link?.absoluteString
            return TextRun(.string(String(attributedContent[run.range].characters)), style: style)
        })
    }
}
