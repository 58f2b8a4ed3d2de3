import FlipbookDisplayList

/// The transform that applies `transform` about the point `anchor` of `frame`.
func transform(about anchor: UnitPoint, of frame: CGRect, _ transform: FlipbookDisplayList.AffineTransform)
    -> FlipbookDisplayList.AffineTransform {
    let point = anchor.point(in: frame)
    return FlipbookDisplayList.AffineTransform(translationX: -point.x, y: -point.y)
        .concatenating(transform)
        .concatenating(FlipbookDisplayList.AffineTransform(translationX: point.x, y: point.y))
}

struct ScaleEffectModifier: ViewModifier, WrappingModifier {
    let scale: CGSize
    let anchor: UnitPoint
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let anchor = self.anchor
        return EffectElement(key: "scale", value: scale.animatableData, child: child, id: id, context: context) { value, frame in
            (transform(about: anchor, of: frame,
                       FlipbookDisplayList.AffineTransform(scaleX: Double(value.first), y: Double(value.second))), 1)
        }
    }
}

struct RotationEffectModifier: ViewModifier, WrappingModifier {
    let angle: Angle
    let anchor: UnitPoint
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let anchor = self.anchor
        return EffectElement(key: "rotation", value: angle.animatableData, child: child, id: id, context: context) { value, frame in
            (transform(about: anchor, of: frame,
                       FlipbookDisplayList.AffineTransform(rotationAngle: Angle(radians: value / 128).radians)), 1)
        }
    }
}

extension View {
    /// Draws the view scaled about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffectModifier(scale: scale, anchor: anchor))
    }

    /// Draws the view scaled by `s` in both dimensions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle` about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffectModifier(angle: angle, anchor: anchor))
    }
}
