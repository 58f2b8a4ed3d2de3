/// The preferred space around a view, used by stacks with `spacing: nil`.
public struct ViewSpacing: Sendable {
    /// Preferred distances to neighbours on each edge; `nil` means no preference.
    var edges: [Edge: CGFloat?]

    public init() { edges = [:] }

    /// No preferred spacing on any edge (as `Spacer` has along its axis).
    public static let zero = ViewSpacing(edges: [.top: 0, .leading: 0, .bottom: 0, .trailing: 0])

    /// SwiftUI's platform default distance between two views without preferences.
    public static let defaultValue: CGFloat = 8

    init(edges: [Edge: CGFloat?]) { self.edges = edges }

    /// The distance from this view to `next` along `axis`, next being after this one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        let a = edges[mine] ?? nil
        let b = next.edges[theirs] ?? nil
        switch (a, b) {
        case (nil, nil): return Self.defaultValue
        case let (x?, nil): return x
        case let (nil, y?): return y
        case let (x?, y?): return max(x, y)
        }
    }

    /// Merges another view's preferences on the given edges (the larger wins).
    public mutating func formUnion(_ other: ViewSpacing, edges set: Edge.Set = .all) {
        for edge in Edge.allCases where set.contains(Edge.Set(edge)) {
            switch (edges[edge] ?? nil, other.edges[edge] ?? nil) {
            case let (x?, y?): edges[edge] = max(x, y)
            case let (nil, y?): edges[edge] = y
            default: break
            }
        }
    }

    public func union(_ other: ViewSpacing, edges set: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: set)
        return copy
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
