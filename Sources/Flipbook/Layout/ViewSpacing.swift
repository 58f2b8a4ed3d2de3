/// The preferred space around a view, used by stacks with `spacing: nil`.
///
/// As in SwiftUI, preferences are kept per edge, optionally for a category of neighbour: text
/// asks for space from the text above it by font metrics, from a plain view above it by its
/// line height, and so on. Between two views, the largest distance of the categories they
/// share wins; without one, the larger of their plain preferences; without those, 8 pt.
public struct ViewSpacing: Sendable {
    /// Kinds of neighbour a preference is for.
    enum Category: Hashable, Sendable {
        /// Text next to text: the lower text's font leading.
        case textToText
        /// A plain view's bottom edge above text (text's top edge).
        case edgeAboveText
        /// A plain view's top edge below text (text's bottom edge).
        case edgeBelowText
        /// Baseline-relative distances between texts.
        case textBaseline
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// The vertical metrics of a line of text, for text-to-text spacing.
    struct TextLineMetrics: Sendable, Equatable {
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
        /// Points per device pixel: text spacing rounds up to whole pixels.
        var pixelLength: CGFloat
        var lineSpacing: CGFloat { ascent + descent + leading }
    }

    enum Value: Sendable, Equatable {
        case distance(CGFloat)
        /// The metrics of text whose bottom edge this is (it is the upper of two texts).
        case upperText(TextLineMetrics)
        /// The metrics of text whose top edge this is.
        case lowerText(TextLineMetrics)

        var rank: (Int, CGFloat) {
            switch self {
            case .distance(let d): (0, d)
            case .upperText(let m): (1, m.lineSpacing)
            case .lowerText(let m): (2, m.lineSpacing)
            }
        }

        /// The distance this preference and a neighbour's for the same category ask for.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.upperText(_), .lowerText(lower)), let (.lowerText(lower), .upperText(_)):
                (lower.leading / lower.pixelLength).rounded(.up) * lower.pixelLength
            default: nil
            }
        }
    }

    var minima: [Key: Value]

    /// The preferences of a plain view: none of its own, and nothing extra next to text.
    public init() {
        minima = [Key(category: .edgeBelowText, edge: .top): .distance(0),
                  Key(category: .edgeAboveText, edge: .bottom): .distance(0)]
    }

    init(minima: [Key: Value]) { self.minima = minima }

    /// No space on any edge (as `Spacer` has).
    public static let zero = ViewSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.map {
        (Key(category: nil, edge: $0), Value.distance(0))
    }))

    /// SwiftUI's platform default distance between two views without preferences.
    public static let defaultValue: CGFloat = 8

    /// The distance from this view to `next` along `axis`, next being after this one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var best: CGFloat?
        for (key, value) in minima where key.edge == mine {
            guard let category = key.category,
                  let other = next.minima[Key(category: category, edge: theirs)],
                  let distance = value.distance(to: other) else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let a = minima[Key(category: nil, edge: mine)].flatMap(\.plainDistance)
        let b = next.minima[Key(category: nil, edge: theirs)].flatMap(\.plainDistance)
        switch (a, b) {
        case (nil, nil): return Self.defaultValue
        case let (x?, nil), let (nil, x?): return x
        case let (x?, y?): return max(x, y)
        }
    }

    /// Merges another view's preferences on the given edges (the larger wins).
    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        for (key, value) in other.minima where set.contains(Edge.Set(key.edge)) {
            if let existing = minima[key], existing.rank >= value.rank { continue }
            minima[key] = value
        }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: set)
        return copy
    }

    /// Forgets the preferences on `edges`, which become a plain view's (padding does this).
    mutating func reset(_ edges: Edge.Set) {
        minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
        if edges.contains(.top) { minima[Key(category: .edgeBelowText, edge: .top)] = .distance(0) }
        if edges.contains(.bottom) { minima[Key(category: .edgeAboveText, edge: .bottom)] = .distance(0) }
    }
}

extension ViewSpacing.Value {
    var plainDistance: CGFloat? {
        if case .distance(let d) = self { d } else { nil }
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
