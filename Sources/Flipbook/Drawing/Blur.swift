import FlipbookDisplayList

extension View {
    /// Blurs the view with a Gaussian of σ = radius / 2 (the radius animates). `opaque` blurs
    /// with the view's edge pixels extended and leaves it fully opaque within its bounds.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(LayerEffectModifier(key: "blur", value: Double(radius)) { radius, _, items in
            GroupDrawing(items: items, effects: [.blur(sigma: gaussianSigma(radius: radius), opaque: opaque)])
        })
    }
}
