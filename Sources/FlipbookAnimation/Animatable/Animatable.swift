import Foundation

/// A type that describes how to animate a property of a view.
///
/// Main-actor isolated like `View`, so that a view or shape that is also
/// `Animatable` (article 001's `MoveView`, an animatable arc) ports unchanged.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: empty, so the value changes without animation.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}

extension Float: Animatable {}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// `(x, y)`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `(width, height)`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// `((x, y), (width, height))`: origin and size, unscaled.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
