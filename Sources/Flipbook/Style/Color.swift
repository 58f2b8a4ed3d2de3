import FlipbookDisplayList

/// A colour in the sRGB space with opacity; also a view that fills the space offered to it.
///
/// Named colours are SwiftUI's system colours in the light appearance.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The colour's components: sRGB (gamma-encoded) red, green, blue in 0…1, and opacity.
    public let resolved: Resolved

    public init(_ resolved: Resolved) { self.resolved = resolved }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }

    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = resolved
        copy.opacity *= Float(opacity)
        return Color(copy)
    }

    package var rgba: RGBAColor {
        RGBAColor(red: Double(resolved.red), green: Double(resolved.green),
                  blue: Double(resolved.blue), alpha: Double(resolved.opacity))
    }

    private init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
    }

    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)
    public static let clear = Color(0, 0, 0, 0)
    public static let gray = Color(142, 142, 147)
    public static let red = Color(255, 59, 48)
    public static let orange = Color(255, 149, 0)
    public static let yellow = Color(255, 204, 0)
    public static let green = Color(52, 199, 89)
    public static let mint = Color(0, 199, 190)
    public static let teal = Color(48, 176, 199)
    public static let cyan = Color(50, 173, 230)
    public static let blue = Color(0, 122, 255)
    public static let indigo = Color(88, 86, 214)
    public static let purple = Color(175, 82, 222)
    public static let pink = Color(255, 45, 85)
    public static let brown = Color(162, 132, 94)
    /// The label colour (black in the light appearance).
    public static let primary = Color(0, 0, 0)
    /// The secondary label colour.
    public static let secondary = Color(60, 60, 67, 0.6)
    /// The app's accent colour (system blue).
    public static let accentColor = Color(0, 122, 255)
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}
