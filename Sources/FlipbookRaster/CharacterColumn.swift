import FlipbookDisplayList
import Foundation

/// A text that pango lays out one character a line, each character shaped on its own, so its box
/// follows exactly from its characters' boxes measured alone (which every text shares): the widest
/// character's width, the heights summed, the first character's first baseline and the last
/// character's below the others. That is its layout at width 0, so a stack's probe of a text at
/// width 0 costs no layout. It holds, checked against pango's layouts in the tests,
/// for Inter's families and printable Latin-1 characters without spaces (one font, no context
/// across a line break), leading alignment, and no line limit, line spacing or spans.
struct CharacterColumn {
    /// The text on one unwrapped line.
    private let line: TextLayoutSpec

    /// The column of `spec`, or nil when `spec` is not laid out at width 0 or not such a text.
    init?(_ spec: TextLayoutSpec) {
        guard Sanitized.wrapWidth(spec.width) == 0, spec.font.family == .sans || spec.font.family == .rounded,
              spec.alignment == .leading, spec.lineLimit == nil, spec.lineSpacing == 0, spec.spans.isEmpty,
              !spec.string.isEmpty, spec.string.unicodeScalars.allSatisfy(Self.standsAlone) else { return nil }
        var line = spec
        line.width = nil
        self.line = line
    }

    /// Each character laid out alone on one line (made when asked: a text is often found to be
    /// such a column and then measured otherwise).
    var characters: [TextLayoutSpec] {
        line.string.unicodeScalars.map { scalar in
            var alone = line
            alone.string = String(scalar)
            return alone
        }
    }

    /// Printable ASCII and Latin-1 except the space, the no-break space and the soft hyphen.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x7E).contains(scalar.value) || ((0xA1...0xFF).contains(scalar.value) && scalar.value != 0xAD)
    }

    /// The column's box from `measure`, which gives each character's box on one line.
    func metrics(_ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        var widest = 0.0, height = 0.0, firstBaseline = 0.0, lastBaseline = 0.0
        var alone = line
        for (index, scalar) in line.string.unicodeScalars.enumerated() {
            alone.string = String(scalar)
            let box = measure(alone)
            widest = max(widest, Double(box.size.width))
            if index == 0 { firstBaseline = box.firstBaseline }
            lastBaseline = height + box.lastBaseline
            height += Double(box.size.height)
        }
        return TextMetrics(size: CGSize(width: widest, height: height), firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}
