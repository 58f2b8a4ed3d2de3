import FlipbookDisplayList

extension View {
    /// Draws a shadow beneath the view: its alpha blurred by `radius` (σ = radius / 2), painted in
    /// `color` and moved by (`x`, `y`). Radius, offset and colour animate. Flipbook shadows the
    /// view as one layer (as after `compositingGroup()`), where SwiftUI shadows each drawn leaf.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        let value = AnimatablePair(color.resolved.animatableData, AnimatablePair(Double(radius), AnimatablePair(Double(x), Double(y))))
        return modifier(LayerEffectModifier(key: "shadow", value: value) { value, _, items in
            var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
            resolved.animatableData = value.first
            let geometry = value.second
            let offset = CGSize(width: geometry.second.first, height: geometry.second.second)
            return GroupDrawing(items: items, effects: [.shadow(color: Color(resolved).rgba,
                                                                sigma: gaussianSigma(radius: geometry.first), offset: offset)])
        })
    }
}
