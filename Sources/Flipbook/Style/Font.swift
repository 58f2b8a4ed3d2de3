import FlipbookDisplayList

/// A font: one of SwiftUI's text styles, a system font of a given size, or one of the app's own
/// fonts by name.
///
/// Text styles take the iOS size for the environment's Dynamic Type size (`.large` by default).
/// Flipbook draws the system font with Inter, the closest open font to SF Pro.
public struct Font: Hashable, Sendable {
    var size: Double
    var weight: Weight
    var design: Design
    var isItalic = false
    var hasMonospacedDigits = false
    /// The text style whose Dynamic Type sizes this font follows; nil for a fixed size.
    var dynamicStyle: TextStyle?
    /// The name `custom` was given: one of the app's fonts; nil for the system font.
    var customName: String?

    public static let largeTitle = Font(size: 34, weight: .regular, design: .default, dynamicStyle: .largeTitle)
    public static let title = Font(size: 28, weight: .regular, design: .default, dynamicStyle: .title)
    public static let title2 = Font(size: 22, weight: .regular, design: .default, dynamicStyle: .title2)
    public static let title3 = Font(size: 20, weight: .regular, design: .default, dynamicStyle: .title3)
    public static let headline = Font(size: 17, weight: .semibold, design: .default, dynamicStyle: .headline)
    public static let subheadline = Font(size: 15, weight: .regular, design: .default, dynamicStyle: .subheadline)
    public static let body = Font(size: 17, weight: .regular, design: .default, dynamicStyle: .body)
    public static let callout = Font(size: 16, weight: .regular, design: .default, dynamicStyle: .callout)
    public static let footnote = Font(size: 13, weight: .regular, design: .default, dynamicStyle: .footnote)
    public static let caption = Font(size: 12, weight: .regular, design: .default, dynamicStyle: .caption)
    public static let caption2 = Font(size: 11, weight: .regular, design: .default, dynamicStyle: .caption2)

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular, design: design ?? .default)
    }

    /// A text style in a given design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// One of the app's own fonts at `size` points, scaled with Dynamic Type as body text is.
    ///
    /// `name` is a face's PostScript name (`"Poppins-Bold"`), its full name or its family's name, as
    /// in the font files Flipbook finds beside the executable: at the top of its folder and in the
    /// resource bundles built there (a target's `resources: [.process("Fonts")]`, its `Bundle.module`),
    /// as iOS finds the fonts an app bundles. A named face keeps its weight and slant; `weight(_:)`
    /// (other than regular), `bold()` and `italic()` pick the family's matching face where it has one.
    /// Characters the font lacks, and a name no file has, draw in the system font (Inter) at the
    /// size, as iOS falls back; an unknown name is also warned about.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    /// One of the app's own fonts at `size` points, scaled with Dynamic Type as `textStyle` is
    /// (see ``custom(_:size:)``).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font.system(size: size)
        font.dynamicStyle = textStyle
        font.customName = name
        return font
    }
    /// One of the app's own fonts at `fixedSize` points, whatever the Dynamic Type size (see
    /// ``custom(_:size:)``).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font.system(size: fixedSize)
        font.customName = name
        return font
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The monospaced design of this font.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// This font with digits of equal width (its tabular figures).
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }

    /// Font weights, with their CSS/OpenType numeric values.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Font designs.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// SwiftUI's text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    var spec: FontSpec {
        let family: FontFamily = switch design {
        case .default: .sans
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
        return FontSpec(family: customName.map(FontFamily.custom) ?? family, size: size, weight: weight.value, italic: isItalic)
    }
}
