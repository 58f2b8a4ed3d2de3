import Foundation

/// Everything that determines how a string is laid out; equal specs give identical layouts.
///
/// Renderers treat a NaN, infinite or absent `width` as unwrapped, a negative one as 0,
/// a `lineLimit` below 1 as 1, and clamp `lineSpacing` to 0…10 000 (NaN → 0).
public struct TextLayoutSpec: Sendable, Hashable {
    public var string: String
    public var font: FontSpec
    /// Wrap width in points; nil lays the text out on unwrapped lines (its ideal size).
    public var width: Double?
    public var alignment: TextLineAlignment
    /// Maximum number of lines in total; text beyond it is truncated with an ellipsis.
    public var lineLimit: Int?
    public var truncation: TextTruncation
    /// Extra points between lines.
    public var lineSpacing: Double
    /// Runs with attributes of their own; empty lays the whole string out in `font`.
    public var spans: [TextSpan]
    /// Whether a text cut to one line that is a little too wide (by up to 5 % of `width`) narrows
    /// the space between its characters to fit instead of truncating (`allowsTightening`).
    public var allowsTightening: Bool

    public init(
        string: String,
        font: FontSpec = FontSpec(),
        width: Double? = nil,
        alignment: TextLineAlignment = .leading,
        lineLimit: Int? = nil,
        truncation: TextTruncation = .tail,
        lineSpacing: Double = 0,
        spans: [TextSpan] = [],
        allowsTightening: Bool = false
    ) {
        self.string = string
        self.font = font
        self.width = width
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.spans = spans
        self.allowsTightening = allowsTightening
    }
}
