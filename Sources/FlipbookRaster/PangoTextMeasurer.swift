import FlipbookDisplayList

/// Measures text with the same pango setup the ``Rasterizer`` draws with, so measured boxes and
/// line breaks match drawing at any scale. Use from one thread; results are cached per spec
/// (the cache is emptied when it reaches 10 000 entries).
public final class PangoTextMeasurer: TextMeasuring {
    private static let cacheLimit = 10_000
    private let engine: PangoTextEngine
    private var cache: [TextLayoutSpec: TextMetrics] = [:]

    public init(fonts: FontSet) throws {
        engine = try PangoTextEngine(fonts: fonts)
    }

    /// The logical box and baselines of `spec` in points; ``TextMetrics/zero`` for an invalid font size.
    public func measure(_ spec: TextLayoutSpec) -> TextMetrics {
        if let metrics = cache[spec] {
            return metrics
        }
        let metrics = engine.makeLayout(spec)?.metrics ?? .zero
        if cache.count >= Self.cacheLimit {
            cache.removeAll(keepingCapacity: true)
        }
        cache[spec] = metrics
        return metrics
    }
}
