import FlipbookDisplayList

/// A colour with opacity; also a view that fills the space offered to it.
///
/// Named colours are iOS's system colours (iOS 17): like an iPhone's, they show their light or
/// dark value by the environment's `colorScheme`. Colours made from components are the same in both.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The components in the light appearance; for a colour resolved in an environment (see
    /// `resolvedColor(in:)`), its only components.
    let resolved: Resolved
    /// The components in the dark appearance.
    let dark: Resolved

    public init(_ resolved: Resolved) {
        self.resolved = resolved
        dark = resolved
    }

    /// A colour with a value for each appearance.
    init(light: Resolved, dark: Resolved) {
        resolved = light
        self.dark = dark
    }

    /// The components this colour shows in `environment` (its colour scheme).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        environment.colorScheme == .dark ? dark : resolved
    }

    /// The colour spaces components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB (what colour pickers and `#colorLiteral` give).
        case sRGB
        /// sRGB primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3 primaries, gamma-encoded like sRGB; converted to (extended) sRGB.
        case displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        self.init(Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(opacity)))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity` (in both appearances).
    public func opacity(_ opacity: Double) -> Color {
        var light = resolved, dark = dark
        light.opacity *= Float(opacity)
        dark.opacity *= Float(opacity)
        return Color(light: light, dark: dark)
    }

    /// The light components for the display list (for a resolved colour, its components).
    package var rgba: RGBAColor {
        RGBAColor(red: Double(resolved.red), green: Double(resolved.green),
                  blue: Double(resolved.blue), alpha: Double(resolved.opacity))
    }

    /// Gamma-encoded sRGB components of a colour given in `space`.
    private static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encoded(r), encoded(g), encoded(b))
        case .displayP3:
            // P3 → linear sRGB (both D65): the matrix product of P3→XYZ and XYZ→sRGB.
            let (lr, lg, lb) = (linear(r), linear(g), linear(b))
            return (encoded(1.2249401 * lr - 0.2249404 * lg),
                    encoded(-0.0420569 * lr + 1.0420571 * lg),
                    encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }

    /// sRGB's transfer function, extended to negative values by symmetry.
    private static func linear(_ c: Double) -> Double {
        let m = abs(c)
        return (m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)) * (c < 0 ? -1 : 1)
    }

    private static func encoded(_ l: Double) -> Double {
        let m = abs(l)
        return (m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055) * (l < 0 ? -1 : 1)
    }

    /// A colour from 8-bit sRGB components, the same in both appearances.
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
    }

    /// A system colour: 8-bit sRGB components in the light and the dark appearance.
    init(light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)) {
        self.init(light: Color(light.0, light.1, light.2, light.3).resolved,
                  dark: Color(dark.0, dark.1, dark.2, dark.3).resolved)
    }

    /// An opaque system colour.
    private static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int)) -> Color {
        Color(light: (light.0, light.1, light.2, 1), dark: (dark.0, dark.1, dark.2, 1))
    }

    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)
    public static let clear = Color(0, 0, 0, 0)
    public static let gray = system((142, 142, 147), (142, 142, 147))
    public static let red = system((255, 59, 48), (255, 69, 58))
    public static let orange = system((255, 149, 0), (255, 159, 10))
    public static let yellow = system((255, 204, 0), (255, 214, 10))
    public static let green = system((52, 199, 89), (48, 209, 88))
    public static let mint = system((0, 199, 190), (102, 212, 207))
    public static let teal = system((48, 176, 199), (64, 200, 224))
    public static let cyan = system((50, 173, 230), (100, 210, 255))
    public static let blue = system((0, 122, 255), (10, 132, 255))
    public static let indigo = system((88, 86, 214), (94, 92, 230))
    public static let purple = system((175, 82, 222), (191, 90, 242))
    public static let pink = system((255, 45, 85), (255, 55, 95))
    public static let brown = system((162, 132, 94), (172, 142, 104))
    /// The label colour: black in the light appearance, white in the dark.
    public static let primary = Color(UIColor.label)
    /// The secondary label colour.
    public static let secondary = Color(UIColor.secondaryLabel)
    /// The app's accent colour: the colour set named `AccentColor` in the main bundle's asset
    /// catalogues, as Xcode's global accent colour, else system blue. Controls draw in it unless
    /// a `tint(_:)` is set.
    public static let accentColor = AccentColor.color(in: nil) ?? blue
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components, as Xcode's colour picker writes them.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
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
