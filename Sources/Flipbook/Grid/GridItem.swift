/// A column of a `LazyVGrid` (or row of a `LazyHGrid`): its size rule, the
/// spacing after it, and how items align in its cells.
public struct GridItem: Sendable {
    /// How a grid track is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the remaining length, clamped to `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in a share of the remaining length.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// Space after this track (`nil`: 8 points).
    public var spacing: CGFloat?
    /// Alignment of items in this track's cells (`nil`: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The concrete tracks of a lazy grid for a given length (adaptive items
/// expand into several tracks).
struct GridTracks: Equatable {
    var lengths: [CGFloat] = []
    var spacings: [CGFloat] = []
    var alignments: [Alignment?] = []

    var total: CGFloat { lengths.reduce(0, +) + spacings.dropLast().reduce(0, +) }

    /// Fixed tracks take their size; then each other track in order takes
    /// `remaining / tracksLeft` clamped to its bounds (SwiftUI's rule).
    init(items: [GridItem], length: CGFloat?) {
        let gaps = items.map { $0.spacing ?? ViewSpacing.defaultValue }
        var remaining = (length ?? 0) - gaps.dropLast().reduce(0, +)
        for item in items { if case .fixed(let v) = item.size { remaining -= v } }
        var flexibleLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (item, gap) in zip(items, gaps) {
            switch item.size {
            case .fixed(let value):
                append(value, gap, item.alignment)
            case let .flexible(minimum, maximum):
                let share = length == nil ? minimum : remaining / CGFloat(flexibleLeft)
                let value = min(max(share, minimum), max(minimum, maximum))
                remaining -= value
                flexibleLeft -= 1
                append(value, gap, item.alignment)
            case let .adaptive(minimum, maximum):
                let share = length == nil ? minimum : max(remaining / CGFloat(flexibleLeft), minimum)
                remaining -= share
                flexibleLeft -= 1
                let fit = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = fit.isFinite ? max(1, Int(min(fit, 10_000))) : 1
                let each = min((share - CGFloat(count - 1) * gap) / CGFloat(count), max(minimum, maximum))
                for _ in 0..<count { append(each, gap, item.alignment) }
            }
        }
    }

    private mutating func append(_ length: CGFloat, _ spacing: CGFloat, _ alignment: Alignment?) {
        lengths.append(max(0, length))
        spacings.append(spacing)
        alignments.append(alignment)
    }
}
