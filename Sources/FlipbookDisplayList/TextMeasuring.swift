import Foundation

/// Measures text for layout. Implementations are bound to one thread.
public protocol TextMeasuring: AnyObject {
    func measure(_ spec: TextLayoutSpec) -> TextMetrics
    /// `spec`'s measurements at any width and line limit, found once for a text's layout.
    func measurements(of spec: TextLayoutSpec) -> TextMeasurements
    /// The vertical metrics of one line of `font`, for spacing text from its neighbours.
    func lineMetrics(for font: FontSpec) -> FontLineMetrics
    /// The characters of `string` that no font draws in `font`'s family list (they show as boxes).
    func missingCharacters(in string: String, font: FontSpec) -> [Character]
    /// Whether one of the app's own fonts has `name` (`FontFamily.custom`); an unknown one draws as `.sans`.
    func hasAppFont(named name: String) -> Bool
    /// `spec`'s lines and where their characters sit, for text renderers.
    func lineBoxes(of spec: TextLayoutSpec) -> [TextLineBox]
}

extension TextMeasuring {
    /// A list of the text's own, not shared with other texts of the same spec.
    public func measurements(of spec: TextLayoutSpec) -> TextMeasurements { TextMeasurements(spec, measurer: self) }

    /// Estimated from a measured line of "H": ascent and descent about its baseline, no leading,
    /// cap height 70 % of the size. Pango's measurer reads the font instead.
    public func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        let line = measure(TextLayoutSpec(string: "H", font: font))
        return FontLineMetrics(ascent: line.firstBaseline, descent: Double(line.size.height) - line.firstBaseline,
                               leading: 0, capHeight: 0.7 * font.size)
    }

    /// None: only a measurer with real fonts can tell.
    public func missingCharacters(in string: String, font: FontSpec) -> [Character] { [] }

    /// Every name: only a measurer with real fonts can tell.
    public func hasAppFont(named name: String) -> Bool { true }

    /// One line holding the whole string, each character as wide as it makes the text before it
    /// grow. Pango's measurer lays the text out instead.
    public func lineBoxes(of spec: TextLayoutSpec) -> [TextLineBox] {
        let metrics = measure(spec)
        var clusters: [TextClusterBox] = []
        var prefix = spec, offset = 0, x = 0.0
        prefix.string = ""
        for character in spec.string {
            prefix.string.append(character)
            let right = Double(measure(prefix).size.width), length = character.utf8.count
            clusters.append(TextClusterBox(range: offset..<(offset + length), x: x, width: right - x))
            offset += length
            x = right
        }
        return [TextLineBox(range: 0..<spec.string.utf8.count, origin: CGPoint(x: 0, y: metrics.firstBaseline),
                            width: Double(metrics.size.width), ascent: metrics.firstBaseline,
                            descent: Double(metrics.size.height) - metrics.firstBaseline, clusters: clusters)]
    }
}

/// The vertical metrics of a font at a size, in points.
public struct FontLineMetrics: Sendable, Hashable {
    /// From the baseline up to the top of a line.
    public var ascent: Double
    /// From the baseline down to the bottom of a line.
    public var descent: Double
    /// The font's extra gap between lines (its line gap).
    public var leading: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }
}
