import FlipbookDisplayList
import Foundation

/// One font's boxes of the ASCII letters and digits, each laid out alone, and the kerning of each
/// pair of them, in pango units: what ``PairwiseWord`` measures words from. Each is measured once,
/// when a word first needs it, so that measuring a word costs a table read per character and pair
/// rather than a look-up of a spec for each. The font is a text spec with no string or width (its
/// font, alignment, truncation…), as the characters and pairs are laid out. Bound to its measurer's thread.
final class FontAdvances {
    let font: TextLayoutSpec
    // Read for every character and pair of every word measured, so unchecked for overlapping
    // access: only this class reaches them, and never while `measure` runs.
    /// The box of each character alone, by slot; nil until measured.
    @exclusivity(unchecked) private var boxes = [TextMetrics?](repeating: nil, count: slots)
    /// Each character's advance, by slot; `.min` until measured.
    @exclusivity(unchecked) private var advances = [Int](repeating: .min, count: slots)
    /// The kerning of each pair, by first slot × slots + second slot; `.min` until measured.
    @exclusivity(unchecked) private var kerning = [Int](repeating: .min, count: slots * slots)
    /// Digits, upper-case letters, lower-case letters.
    private static let slots = 62

    init(_ font: TextLayoutSpec) {
        self.font = font
    }

    /// Whether `text` is laid out in this table's font: it differs from ``font`` in its string
    /// only (compared field by field, so that no spec is copied).
    func isFont(of text: TextLayoutSpec) -> Bool {
        text.font == font.font && text.width == font.width && text.alignment == font.alignment
            && text.lineLimit == font.lineLimit && text.truncation == font.truncation
            && text.lineSpacing == font.lineSpacing && text.spans == font.spans
    }

    /// The box of `byte` (an ASCII letter or digit) laid out alone on one unwrapped line.
    func box(_ byte: UInt8, _ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        let slot = Self.slot(byte)
        if let box = boxes[slot] { return box }
        var alone = font
        alone.string = String(UnicodeScalar(byte))
        let box = measure(alone)
        boxes[slot] = box
        advances[slot] = Self.units(box.size.width)
        return box
    }

    /// The advance of `byte` (an ASCII letter or digit): its box's width in pango units.
    func advance(_ byte: UInt8, _ measure: (TextLayoutSpec) -> TextMetrics) -> Int {
        let advance = advances[Self.slot(byte)]
        return advance != .min ? advance : Self.units(box(byte, measure).size.width)
    }

    /// The kerning between `first` and `second`: their pair's unwrapped width less their advances.
    func kerning(_ first: UInt8, _ second: UInt8, _ measure: (TextLayoutSpec) -> TextMetrics) -> Int {
        let index = Self.slot(first) * Self.slots + Self.slot(second)
        if kerning[index] != .min { return kerning[index] }
        var pair = font
        pair.string = String(UnicodeScalar(first)) + String(UnicodeScalar(second))
        let pairKerning = Self.units(measure(pair).size.width) - advance(first, measure) - advance(second, measure)
        kerning[index] = pairKerning
        return pairKerning
    }

    /// Whether `byte` has an entry: it is an ASCII letter or digit.
    static func hasEntry(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// The slot of an ASCII letter or digit.
    private static func slot(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: Int(byte - UInt8(ascii: "a")) + 36
        }
    }

    /// A measured width in pango units.
    private static func units(_ points: CGFloat) -> Int {
        Int(PangoTextEngine.units(Double(points)))
    }
}
