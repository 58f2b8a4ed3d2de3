#if !canImport(Darwin)
import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads markdown (Foundation's type,
    /// absent from Foundation on Linux).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown syntax gives attributes.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inline spans: paragraphs (separated by blank lines) follow one another
            /// with no characters between them, as Foundation keeps blocks in attributes only.
            case full
            /// Inline spans only; each run of white space (new lines too) becomes one space.
            case inlineOnly
            /// Inline spans only, with the white space as written.
            case inlineOnlyPreservingWhitespace
        }

        public var interpretedSyntax: InterpretedSyntax

        public init(interpretedSyntax: InterpretedSyntax = .full) {
            self.interpretedSyntax = interpretedSyntax
        }
    }

    /// The text of `markdown` with its inline styles: `**strong**`, `*emphasis*`, `` `code` ``
    /// and `~~strikethrough~~` as `InlinePresentationIntent`s and `[links](url)` as `link`
    /// (relative to `baseURL`), as Foundation reads it.
    ///
    /// Partial: block syntax (headings, lists, quotes) stays literal text; `.full` only joins
    /// paragraphs. Never throws: text that is not markdown stays as written.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        let paragraphs: [String]
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace: paragraphs = [markdown]
        case .inlineOnly: paragraphs = [Self.collapsingWhiteSpace(markdown)]
        case .full:
            paragraphs = markdown.components(separatedBy: "\n\n").map(Self.collapsingWhiteSpace).filter { !$0.isEmpty }
        }
        self.init()
        for paragraph in paragraphs {
            for run in InlineMarkdown.runs(of: [.literal(paragraph)]) {
                guard case .string(let string) = run.content else { continue }
                var part = AttributedString(string)
                var intent: InlinePresentationIntent = []
                if run.style.weight == .bold { intent.insert(.stronglyEmphasized) }
                if run.style.isItalic == true { intent.insert(.emphasized) }
                if run.style.design == .monospaced { intent.insert(.code) }
                if run.style.strikethrough?.isActive == true { intent.insert(.strikethrough) }
                if !intent.isEmpty { part[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent }
                part.link = run.style.link.flatMap { URL(string: $0, relativeTo: baseURL) }
                append(part)
            }
        }
    }

    /// `text` with each run of white space made one space, and none at either end.
    private static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
#endif
