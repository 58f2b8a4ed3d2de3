import Foundation

/// The measured box of a laid-out ``TextLayoutSpec``.
public struct TextMetrics: Sendable, Hashable {
    /// Logical size in points (fractional; not rounded to pixels).
    public var size: CGSize
    /// Distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double

    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    public static let zero = TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0)
}
