import FlipbookDisplayList

/// One glyph of a symbol drawn as several (`SymbolTable.composed` and `SymbolTable.multicolor`):
/// a Material Icons glyph whose live area fills a square placed in the symbol's frame, in a colour
/// of its own or the foreground colour, whole or cut at a height.
struct SymbolLayer: Hashable, Sendable {
    /// The part of the glyph drawn, cut at a height given as a fraction of the symbol's frame.
    enum Part: Hashable, Sendable {
        case whole
        case above(Double)
        case below(Double)
    }

    let glyph: Character
    /// The layer's colour (nil: the foreground colour).
    let color: Color?
    /// The layer's square: its origin and side as fractions of the side of the symbol's frame.
    let x: Double, y: Double, side: Double
    let part: Part

    init(_ codePoint: UInt32, color: Color? = nil, x: Double = 0, y: Double = 0, side: Double = 1, part: Part = .whole) {
        glyph = Character(Unicode.Scalar(codePoint)!)
        self.color = color
        self.x = x
        self.y = y
        self.side = side
        self.part = part
    }

    /// The layer drawn in the symbol's square `frame`, in `color`.
    func drawing(in frame: CGRect, color: RGBAColor) -> DisplayItem {
        let unit = frame.width
        let square = CGRect(x: frame.minX + x * unit, y: frame.minY + y * unit, width: side * unit, height: side * unit)
        let glyph = SymbolMetrics.glyphDrawing(glyph, in: square, color: color)
        // The kept band reaches a frame's side past the symbol, where a glyph's em may spill.
        let band: CGRect
        switch part {
        case .whole: return glyph
        case .above(let cut): band = CGRect(x: frame.minX - unit, y: frame.minY - unit, width: 3 * unit, height: (1 + cut) * unit)
        case .below(let cut): band = CGRect(x: frame.minX - unit, y: frame.minY + cut * unit, width: 3 * unit, height: (2 - cut) * unit)
        }
        return .group(GroupDrawing(clip: .rect(band), items: [glyph]))
    }
}
