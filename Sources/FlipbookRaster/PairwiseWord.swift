import CPangoCairo
import FlipbookDisplayList
import Foundation

/// A word of ASCII letters and digits in one font (Inter, no spans), whose line pango shapes as its
/// characters' advances plus the kerning of each neighbouring pair: so the line is as wide as the
/// characters laid out alone and each pair's kerning (the pair's unwrapped width less its two
/// characters'), which every text shares, and measuring it costs no layout. Wrapped narrower than
/// its line, the word has no break but between characters, and pango breaks it as a word too long
/// for its line: each line takes the most characters that fit the width on a line of their own (at
/// least one), and the lines are as tall as one.
///
/// Inter substitutes or moves none of these characters by context (no ligatures among them; pair
/// kerning only) except one: `x` between digits becomes `×`, so `x` is left out. It holds, checked
/// against pango's layouts in the tests (every number from 100 to 9,999, random words, five fonts,
/// leading and trailing alignment, widths from a pango unit up), for words of three characters or
/// more (a pair is laid out), with no line limit or line spacing. Centred lines of a wrapped text
/// may reach past the widest (pango rounds some lines' offsets to whole points), so such a text is
/// laid out.
struct PairwiseWord {
    /// The word (ASCII letters and digits).
    private let string: String
    /// The wrap width in pango units, as the layout would be set up; nil: unwrapped.
    private let width: Int?
    /// The spec without its string and width: how its characters and pairs are laid out (the key
    /// of the ``FontAdvances`` to measure it with).
    let font: TextLayoutSpec

    /// The word of `spec`, or nil when `spec` is not such a text.
    init?(_ spec: TextLayoutSpec) {
        let width = Sanitized.wrapWidth(spec.width)
        guard spec.font.family == .sans || spec.font.family == .rounded, spec.spans.isEmpty, spec.lineLimit == nil,
              spec.lineSpacing == 0, width == nil || spec.alignment != .center, spec.string.utf8.count > 2,
              spec.string.utf8.allSatisfy(Self.isLetterOrDigit) else { return nil }
        string = spec.string
        self.width = width.map { Int(PangoTextEngine.units($0)) }
        var font = spec
        font.string = ""
        font.width = nil
        self.font = font
    }

    /// An ASCII letter or digit other than `x`.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || ((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) && byte != UInt8(ascii: "x"))
    }

    /// The word's box from `font` (made for ``font``), which takes what it has not yet measured of a
    /// character's and a pair's box on one line from `measure`.
    func metrics(in font: FontAdvances, _ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        let line = font.box(string.utf8.first!, measure)
        // In pango units: the whole line, its characters' advances and the kerning of each pair.
        var whole = 0, previous: UInt8?
        for byte in string.utf8 {
            whole += font.advance(byte, measure) + (previous.map { font.kerning($0, byte, measure) } ?? 0)
            previous = byte
        }
        guard let width, whole > width else { return Self.box(line, widest: whole, lines: 1) }
        let characters = Array(string.utf8)
        let advances = characters.map { font.advance($0, measure) }
        var kerning = [Int](repeating: 0, count: characters.count)
        for index in characters.indices.dropLast() {
            kerning[index] = font.kerning(characters[index], characters[index + 1], measure)
        }
        /// The characters `range` on a line of their own, from one end to the other.
        func lineWidth(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 + advances[$1] } + range.dropLast().reduce(0) { $0 + kerning[$1] }
        }
        var widest = 0, lines = 0, start = 0
        while start < characters.count {
            lines += 1
            let rest = lineWidth(start..<characters.count)
            if rest <= width { return Self.box(line, widest: max(widest, rest), lines: lines) }
            var end = start + 1, taken = advances[start]
            while end < characters.count, taken + kerning[end - 1] + advances[end] <= width {
                taken += kerning[end - 1] + advances[end]
                end += 1
            }
            widest = max(widest, taken)
            start = end
        }
        return Self.box(line, widest: widest, lines: lines)
    }

    /// `lines` lines as tall as `line`, the widest `widest` pango units wide.
    private static func box(_ line: TextMetrics, widest: Int, lines: Int) -> TextMetrics {
        let height = Double(line.size.height)
        return TextMetrics(size: CGSize(width: Double(widest) / Double(PANGO_SCALE), height: height * Double(lines)),
                           firstBaseline: line.firstBaseline, lastBaseline: height * Double(lines - 1) + line.lastBaseline)
    }
}
