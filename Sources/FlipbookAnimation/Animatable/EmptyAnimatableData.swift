/// An empty type for animatable data: the value does not animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates an empty animatable data value.
    @inlinable
    public init() {}

    @inlinable
    public static var zero: Self { Self() }

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {}

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {}

    @inlinable
    public mutating func scale(by rhs: Double) {}

    @inlinable
    public var magnitudeSquared: Double { 0 }
}
