import FlipbookDisplayList

/// A measurer for runs that only need the script, not layout (every text is empty).
public final class NoTextMeasurer: TextMeasuring {
    public init() {}
    public func measure(_ spec: TextLayoutSpec) -> TextMetrics { TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
}
