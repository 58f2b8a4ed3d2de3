import FlipbookDisplayList

/// A gradient that fills top to bottom (start (0.5, 0), end (0.5, 1)), as SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, StopsGradientShapeStyle, Hashable {
    var gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    func paint(in frame: CGRect) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint(in: frame)
    }

    /// The gradient with its stops' opacities multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AnyGradient { fadingStops(by: opacity) }
}

extension Color {
    /// SwiftUI's subtle standard gradient of this colour. Flipbook's stops (SwiftUI does not
    /// publish its own): the colour mixed 15 % toward white at the top, the colour itself at the
    /// bottom; opacity is kept.
    public var gradient: AnyGradient {
        let c = resolved
        let top = Color(red: Double(c.red + (1 - c.red) * 0.15), green: Double(c.green + (1 - c.green) * 0.15),
                        blue: Double(c.blue + (1 - c.blue) * 0.15), opacity: Double(c.opacity))
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

extension AnyGradient: View {
    /// As a view, the gradient fills the space offered to it.
    public var body: some View { Rectangle().fill(self) }
}
