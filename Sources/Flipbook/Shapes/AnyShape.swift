/// A type-erased shape: the path, size and animatable data of the shape it wraps. Between two
/// shapes of the same type it animates their data, as SwiftUI does; a shape of another type
/// takes over at once.
///
///     AnyShape(isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8)))
public struct AnyShape: Shape, @unchecked Sendable {
    private var shape: any Shape

    public init<S: Shape>(_ shape: S) {
        self.shape = shape
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: _AnyAnimatableData {
        get { _AnyAnimatableData(shape.animatableData) }
        set { shape = shape.withAnimatableData(newValue.value) }
    }
}

extension Shape {
    /// This shape with `data` as its animatable data when `data` is of its type, else unchanged.
    fileprivate func withAnimatableData(_ data: (any VectorArithmetic)?) -> any Shape {
        guard let data = data as? AnimatableData else { return self }
        var changed = self
        changed.animatableData = data
        return changed
    }
}
