/// A shape that can draw itself inset in its frame, which `strokeBorder` needs.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its frame (negative: outside).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by `amount` on every side; an inset beyond the centre
/// collapses the frame to its centre.
public struct _InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: insetRect(rect)) }

    /// `rect` inset by `amount`, collapsing to its centre.
    func insetRect(_ rect: CGRect) -> CGRect {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The corner radii shrink by `amount` too (never below 0), keeping the outline parallel.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return _InsetShape(base: RoundedRectangle(cornerSize: corner, style: style), amount: amount)
    }
}

extension InsettableShape {
    /// Strokes the outline inside the shape's frame: the path inset by half the line width
    /// (a negative or NaN width draws nothing). Strokes are always antialiased.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the outline inside the shape's frame with a full stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        let width = style.lineWidth.isNaN ? 0 : max(style.lineWidth, 0)
        var style = style
        style.lineWidth = width
        return inset(by: width / 2).stroke(content, style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
