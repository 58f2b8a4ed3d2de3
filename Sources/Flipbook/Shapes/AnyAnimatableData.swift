/// Animatable data of any type (`AnyShape`'s): arithmetic between values of one type is that
/// type's; between values of two types it gives zero, so an animation between them changes nothing
/// and the newer value shows at once. `zero` is the zero of every type.
public struct _AnyAnimatableData: VectorArithmetic, @unchecked Sendable {
    /// The wrapped value; nil is zero.
    let value: (any VectorArithmetic)?

    init(_ value: (any VectorArithmetic)?) {
        self.value = value
    }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(nil) }

    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let left = lhs.value else { return rhs }
        guard let right = rhs.value else { return lhs }
        return _AnyAnimatableData(sum(left, right))
    }

    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let right = rhs.value else { return lhs }
        guard let left = lhs.value else { return _AnyAnimatableData(negated(right)) }
        return _AnyAnimatableData(difference(left, right))
    }

    public mutating func scale(by rhs: Double) {
        if let current = value { self = _AnyAnimatableData(Self.scaled(current, by: rhs)) }
    }

    public var magnitudeSquared: Double { value?.magnitudeSquared ?? 0 }

    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
        switch (lhs.value, rhs.value) {
        case (nil, nil): true
        case (let left?, let right?): equal(left, right)
        case (let one?, nil), (nil, let one?): one.magnitudeSquared == 0
        }
    }

    private static func sum<V: VectorArithmetic>(_ left: V, _ right: any VectorArithmetic) -> (any VectorArithmetic)? {
        (right as? V).map { left + $0 }
    }

    private static func difference<V: VectorArithmetic>(_ left: V, _ right: any VectorArithmetic) -> (any VectorArithmetic)? {
        (right as? V).map { left - $0 }
    }

    private static func negated<V: VectorArithmetic>(_ value: V) -> any VectorArithmetic { V.zero - value }

    private static func scaled<V: VectorArithmetic>(_ value: V, by factor: Double) -> any VectorArithmetic {
        value.scaled(by: factor)
    }

    private static func equal<V: VectorArithmetic>(_ left: V, _ right: any VectorArithmetic) -> Bool {
        (right as? V).map { left == $0 } ?? false
    }
}
