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
    /// Measures the spec at a width and line limit not kept yet, given these measurements (for
    /// others of the same text it needs on the way).
    private let measure: (TextLayoutSpec, TextMeasurements) -> TextMetrics
    /// The width and line limit of each measurement kept, apart from the metrics, so that a
    /// look-up reads as little memory as it can (a layout visits thousands of texts). Unchecked
    /// for overlapping access (a dynamic check per look-up costs as much as the scan): only
    /// `metrics(width:lineLimit:)` reaches them, with no access open while it measures (the
    /// measuring may ask these measurements for another of the text's, the unwrapped line).
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var values: [TextMetrics] = []
    /// How many measurements a text keeps: a stack asks about a text at three widths for each of
    /// its own proposals, cut to one line or not.
    private static let limit = 16

    private struct Key {
        let width: Double?
        let lineLimit: Int?
    }

    /// The measurements of `spec`, taken by `measurer` (which must outlive them).
    public convenience init(_ spec: TextLayoutSpec, measurer: any TextMeasuring) {
        self.init(spec, hasUniformLineHeight: false) { [unowned measurer] layout, _ in measurer.measure(layout) }
    }

    /// The measurements of `spec`, each taken by `measure` the first time it is asked (a measurer
    /// whose own cache they make redundant measures without it, asking these measurements for the
    /// others of the text it needs); `hasUniformLineHeight` only when the measurer knows every line
    /// of the text is equally tall.
    public init(_ spec: TextLayoutSpec, hasUniformLineHeight: Bool,
                measure: @escaping (TextLayoutSpec, TextMeasurements) -> TextMetrics) {
        self.spec = spec
        self.measure = measure
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
        let metrics = measure(layout, self)
        if keys.count >= Self.limit {
            keys.removeFirst()
            values.removeFirst()
        } else if keys.isEmpty {
            // Most texts are asked about at a few widths (a text in a row of a stack, about five):
            // one allocation each, not one per doubling.
            keys.reserveCapacity(8)
            values.reserveCapacity(8)
        }
        keys.append(Key(width: width, lineLimit: lineLimit))
        values.append(metrics)
        return metrics
    }
}
