import Foundation
import FlipbookDisplayList

/// Measures text as if every character were `0.5 × size` wide and a line
/// `1.25 × size` tall, wrapping by characters; layout tests then do not depend on fonts.
public final class FakeTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ spec: TextLayoutSpec) -> TextMetrics {
        let advance = spec.font.size * 0.5, lineHeight = spec.font.size * 1.25
        let full = Double(spec.string.count) * advance
        var lines = 1.0, width = full
        if let limit = spec.width, full > limit {
            let perLine = max(1, (limit / advance).rounded(.down))
            lines = (Double(spec.string.count) / perLine).rounded(.up)
            width = perLine * advance
        }
        if let limit = spec.lineLimit { lines = min(lines, Double(limit)) }
        let height = lines * lineHeight
        return TextMetrics(size: CGSize(width: width, height: height), firstBaseline: spec.font.size,
                           lastBaseline: height - lineHeight + spec.font.size)
    }
}
