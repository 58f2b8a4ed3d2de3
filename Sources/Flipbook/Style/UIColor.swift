/// A stand-in for UIKit's `UIColor` (absent on Linux), so that `Color(.systemBackground)`,
/// `Color(uiColor:)` and colour literals port unchanged: components or a light and a dark value,
/// and UIKit's semantic and system colours with their iOS 17 values in both appearances.
public struct UIColor: Hashable, Sendable, _ExpressibleByColorLiteral {
    let color: Color

    init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// The colour `provider` gives for the light and for the dark appearance.
    public init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        color = Color(light: provider(UITraitCollection(userInterfaceStyle: .light)).color.resolved,
                      dark: provider(UITraitCollection(userInterfaceStyle: .dark)).color.dark)
    }

    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The same colour with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = color.resolved, dark = color.dark
        light.opacity = Float(alpha)
        dark.opacity = Float(alpha)
        return UIColor(Color(light: light, dark: dark))
    }

    private static func dynamic(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> UIColor {
        UIColor(Color(light: light, dark: dark))
    }

    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let darkGray = UIColor(Color(85, 85, 85))
    public static let lightGray = UIColor(Color(170, 170, 170))
    public static let gray = UIColor(Color(128, 128, 128))
    public static let red = UIColor(Color(255, 0, 0))
    public static let green = UIColor(Color(0, 255, 0))
    public static let blue = UIColor(Color(0, 0, 255))
    public static let cyan = UIColor(Color(0, 255, 255))
    public static let yellow = UIColor(Color(255, 255, 0))
    public static let magenta = UIColor(Color(255, 0, 255))
    public static let orange = UIColor(Color(255, 128, 0))
    public static let purple = UIColor(Color(128, 0, 128))
    public static let brown = UIColor(Color(153, 102, 51))

    // Labels.
    public static let label = dynamic((0, 0, 0, 1), (255, 255, 255, 1))
    public static let secondaryLabel = dynamic((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = dynamic((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let link = dynamic((0, 122, 255, 1), (9, 132, 255, 1))
    public static let darkText = UIColor(Color.black)
    public static let lightText = UIColor(Color(255, 255, 255, 0.6))

    // Fills.
    public static let systemFill = dynamic((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds.
    public static let systemBackground = dynamic((255, 255, 255, 1), (0, 0, 0, 1))
    public static let secondarySystemBackground = dynamic((242, 242, 247, 1), (28, 28, 30, 1))
    public static let tertiarySystemBackground = dynamic((255, 255, 255, 1), (44, 44, 46, 1))
    public static let systemGroupedBackground = dynamic((242, 242, 247, 1), (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = dynamic((255, 255, 255, 1), (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = dynamic((242, 242, 247, 1), (44, 44, 46, 1))

    // Separators.
    public static let separator = dynamic((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic((198, 198, 200, 1), (56, 56, 58, 1))

    // System colours (SwiftUI's named colours) and grays.
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = dynamic((174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = dynamic((199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = dynamic((209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = dynamic((229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = dynamic((242, 242, 247, 1), (28, 28, 30, 1))
}

/// The traits a `UIColor(dynamicProvider:)` is asked about: only the appearance.
public struct UITraitCollection: Hashable, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// UIKit's name for the appearance.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// Colour literals with no other type to take: `let tint = #colorLiteral(…)` is a `UIColor`, as on iOS.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// The SwiftUI colour of a UIKit colour, dynamic if it is.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The SwiftUI colour of a UIKit colour: `Color(.systemBackground)`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
