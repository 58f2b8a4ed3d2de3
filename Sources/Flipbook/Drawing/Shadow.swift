import FlipbookDisplayList

extension View {
    /// Draws a shadow beneath each thing the view draws, as SwiftUI does: every shape and text,
    /// and every layer (a `compositingGroup()`, an effect, a rotated or scaled part) as a whole,
    /// casts its alpha blurred by `radius` (σ = radius / 2), painted in `color` and moved by
    /// (`x`, `y`). Radius, offset and colour animate.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        let value = AnimatablePair(color.resolved.animatableData, AnimatablePair(Double(radius), AnimatablePair(Double(x), Double(y))))
        return modifier(LayerEffectModifier(key: "shadow", value: value) { value, _, items in
            var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
            resolved.animatableData = value.first
            let geometry = value.second
            let shadow = LayerEffect.shadow(color: Color(resolved).rgba, sigma: gaussianSigma(radius: geometry.first),
                                            offset: CGSize(width: geometry.second.first, height: geometry.second.second))
            return GroupDrawing(items: shadowingEachPart(items, with: shadow))
        })
    }
}

/// `items` with each leaf, and each group that is not a plain translation, in a layer casting `shadow`.
private func shadowingEachPart(_ items: [DisplayItem], with shadow: LayerEffect) -> [DisplayItem] {
    items.map { item in
        if case .group(var group) = item, !group.needsLayer, group.clip == nil,
           (group.transform.a, group.transform.b, group.transform.c, group.transform.d) == (1, 0, 0, 1) {
            group.items = shadowingEachPart(group.items, with: shadow)
            return .group(group)
        }
        return .group(GroupDrawing(items: [item], effects: [shadow]))
    }
}
