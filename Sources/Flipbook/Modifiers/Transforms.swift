struct ScaleEffectModifier: ViewModifier, WrappingModifier {
    let scale: CGSize
    let anchor: UnitPoint
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let anchor = self.anchor
        return EffectElement(key: "scale", value: scale.animatableData, child: child, id: id, context: context) { value, frame in
            (CGAffineTransform(scaleX: value.first, y: value.second).about(anchor, of: frame).displayTransform, 1)
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
            (CGAffineTransform(rotationAngle: Angle(radians: value / 128).radians).about(anchor, of: frame).displayTransform, 1)
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
