import CPangoCairo
import FlipbookDisplayList
import Foundation

/// A text in one font cut to one line, whose box follows from its box on one unwrapped line and
/// the ellipsis's, so cutting it costs no layout. pango keeps the line whole when it fits the width;
/// otherwise it removes characters until the rest and the ellipsis fit (all of them if the ellipsis
/// alone does not) and widens the ellipsis to fill the width, so the line is as wide as the width
/// or the ellipsis, whichever is wider, and as tall as the unwrapped line. It holds, checked against
/// pango's layouts in the tests, for Inter's families and printable Latin-1 characters (all in Inter,
/// which has the ellipsis) without spans, at any width, alignment and truncation.
struct OneLineCut {
    /// The text on one unwrapped line.
    private let unwrapped: TextLayoutSpec
    /// The ellipsis alone, in the text's font.
    private let ellipsis: TextLayoutSpec
    /// The wrap width in pango units, as the layout would be set up; nil: unwrapped.
    private let width: Int32?

    /// The cut of `spec`, or nil when `spec` is not cut to one line or not such a text, or may
    /// tighten (``Tightening``) rather than cut.
    init?(_ spec: TextLayoutSpec) {
        guard Sanitized.lineLimit(spec.lineLimit) == 1, !spec.allowsTightening, Self.hasOneFont(spec) else { return nil }
        var unwrapped = spec
        unwrapped.width = nil
        unwrapped.lineLimit = nil
        self.unwrapped = unwrapped
        ellipsis = TextLayoutSpec(string: "…", font: spec.font)
        width = Sanitized.wrapWidth(spec.width).map(PangoTextEngine.units)
    }

    /// Whether every character of `spec` is drawn in one font, Inter, which also has the ellipsis:
    /// then every line of the text is as tall as any other.
    static func hasOneFont(_ spec: TextLayoutSpec) -> Bool {
        (spec.font.family == .sans || spec.font.family == .rounded) && spec.spans.isEmpty
            && spec.string.unicodeScalars.allSatisfy(isLatin1Printable)
    }

    /// Printable ASCII and Latin-1, the spaces included, except the soft hyphen.
    private static func isLatin1Printable(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value) || ((0xA0...0xFF).contains(scalar.value) && scalar.value != 0xAD)
    }

    /// The cut's box from `measure`, which gives the unwrapped line's and the ellipsis's.
    func metrics(_ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        metrics(line: measure, measure)
    }

    /// The cut's box from `line`, which gives the unwrapped line's (a text's measurements keep
    /// it), and `measure`, the ellipsis's.
    func metrics(line: (TextLayoutSpec) -> TextMetrics, _ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        let line = line(unwrapped)
        guard let width, Double(line.size.width) * Double(PANGO_SCALE) > Double(width) else { return line }
        var cut = line
        cut.size.width = max(CGFloat(width) / CGFloat(PANGO_SCALE), measure(ellipsis).size.width)
        return cut
    }
}
