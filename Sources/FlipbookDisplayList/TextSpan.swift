import Foundation

/// The attributes of one run of a ``TextLayoutSpec``'s string: `Text` concatenations, markdown,
/// symbols inside text. Renderers clamp `range` to the string and ignore spans of a string that
/// holds a NUL; non-finite numbers count as 0.
public struct TextSpan: Sendable, Hashable {
    /// UTF-8 offsets into the layout's string.
    public var range: Range<Int>
    public var font: FontSpec
    /// The run's own colour; nil draws it in the drawing's colour.
    public var color: RGBAColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// Extra points after each grapheme (SwiftUI's `tracking` and `kerning`).
    public var tracking: Double
    /// Points the run is raised above the baseline (negative: lowered).
    public var baselineOffset: Double
    /// Digits of equal width (the font's tabular figures).
    public var monospacedDigits: Bool

    public init(range: Range<Int>, font: FontSpec, color: RGBAColor? = nil, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil, tracking: Double = 0, baselineOffset: Double = 0,
                monospacedDigits: Bool = false) {
        self.range = range
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.monospacedDigits = monospacedDigits
    }
}

/// A line under or through text.
public struct TextDecoration: Sendable, Hashable {
    /// How the line is broken into dashes and dots.
    public enum Pattern: Sendable, Hashable { case solid, dot, dash, dashDot, dashDotDot }

    /// The line's colour; nil draws it in the text's colour.
    public var color: RGBAColor?
    public var pattern: Pattern

    public init(color: RGBAColor? = nil, pattern: Pattern = .solid) {
        self.color = color
        self.pattern = pattern
    }
}
