import Foundation

/// One text's measurements at the wrap widths and line limits asked about it, kept together: a
/// layout asks about a text at several widths, each cut to a few line limits, and scanning the
/// text's short list costs less than hashing the whole spec for each. Bound to its measurer's thread.
public final class TextMeasurements {
    /// The text whose measurements these are (its own width and line limit are replaced in each).
    public let spec: TextLayoutSpec
    /// Whether every line of the text, at any width, is as tall as the text cut to one line (all of
    /// it in one font): then the text is at least that tall at any width and line limit.
    public let hasUniformLineHeight: Bool
    private unowned let measurer: any TextMeasuring
    /// The width and line limit of each measurement kept, apart from the metrics, so that a
    /// look-up reads as little memory as it can (a layout visits thousands of texts). Unchecked
    /// for overlapping access (a dynamic check per look-up costs as much as the scan): only
    /// `metrics(width:lineLimit:)` reaches them, and not while it measures.
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var values: [TextMetrics] = []
    /// How many measurements a text keeps: a stack asks about a text at three widths for each of
    /// its own proposals, cut to one line or not.
    private static let limit = 16

    private struct Key {
        let width: Double?
        let lineLimit: Int?
    }

    /// The measurements of `spec`, taken by `measurer` (which must outlive them); `hasUniformLineHeight`
    /// only when the measurer knows every line of the text is equally tall.
    public init(_ spec: TextLayoutSpec, measurer: any TextMeasuring, hasUniformLineHeight: Bool = false) {
        self.spec = spec
        self.measurer = measurer
        self.hasUniformLineHeight = hasUniformLineHeight
    }

    /// The metrics of the text wrapped at `width` (nil: unwrapped) and cut to `lineLimit` lines
    /// (nil: all): what the measurer measures for the spec with that width and line limit.
    public func metrics(width: Double?, lineLimit: Int?) -> TextMetrics {
        for index in keys.indices where keys[index].width == width && keys[index].lineLimit == lineLimit {
            return values[index]
        }
        var layout = spec
        layout.width = width
        layout.lineLimit = lineLimit
        let metrics = measurer.measure(layout)
        if keys.count >= Self.limit {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append(Key(width: width, lineLimit: lineLimit))
        values.append(metrics)
        return metrics
    }
}
