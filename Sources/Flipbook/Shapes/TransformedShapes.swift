/// Shapes moved, turned, scaled or transformed within their frame. They lay out like the
/// shape they change; the change is in the path, so fills and strokes follow it, and the
/// amounts animate.
extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { self.offset(CGSize(width: offset.x, height: offset.y)) }

    /// The shape moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape's path mapped by `transform` (in the frame's coordinates).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape moved within its frame.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape turned about a point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor, of: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A shape scaled about a point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, of: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (scale.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A shape whose path is mapped by an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}
