import Foundation

/// One laid-out line of a text, in points from the top-left of the text's logical box: the bytes
/// it shows, its baseline, its typographic extent and where each of its characters sits. A text
/// renderer (`TextRenderer`) draws lines, runs and single characters from these.
public struct TextLineBox: Sendable, Hashable {
    /// The line's UTF-8 offsets into the layout's string.
    public var range: Range<Int>
    /// The left end of the line's baseline.
    public var origin: CGPoint
    public var width: Double
    /// From the baseline up to the top of the line.
    public var ascent: Double
    /// From the baseline down to the bottom of the line.
    public var descent: Double
    /// Whether the line ends in an ellipsis standing for text cut off.
    public var isTruncated: Bool
    /// The line's characters left to right (grapheme clusters; the ellipsis of a cut line counts as one).
    public var clusters: [TextClusterBox]

    public init(range: Range<Int>, origin: CGPoint, width: Double, ascent: Double, descent: Double,
                isTruncated: Bool = false, clusters: [TextClusterBox]) {
        self.range = range
        self.origin = origin
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.isTruncated = isTruncated
        self.clusters = clusters
    }
}

/// One character (grapheme cluster) of a laid-out line.
public struct TextClusterBox: Sendable, Hashable {
    /// The character's UTF-8 offsets into the layout's string.
    public var range: Range<Int>
    /// Its left edge, in points from the left of the text's box.
    public var x: Double
    /// Its advance.
    public var width: Double
    /// Whether it is the ellipsis of a cut line, standing for the characters of `range`.
    public var isEllipsis: Bool

    public init(range: Range<Int>, x: Double, width: Double, isEllipsis: Bool = false) {
        self.range = range
        self.x = x
        self.width = width
        self.isEllipsis = isEllipsis
    }
}
