import FlipbookDisplayList

/// How big a symbol is and where its baseline lies, as SF Symbols: a symbol follows the font's
/// point size, scaled by the image scale, and is centred on the font's cap height, so it lines up
/// with text beside it.
///
/// Material Icons draw on a square em whose live area is the middle 20 of 24 units; a symbol's
/// frame is that live area. Its side is 1.15 × the point size at the medium scale (19.55 pt for
/// `.body`, close to SF Symbols' medium glyphs), × 0.783 small and × 1.29 large (SF's ratios).
enum SymbolMetrics {
    /// Side of a symbol's frame per point of font size, at the medium scale.
    static let sidePerPoint = 1.15
    /// The em of the icon font per point of frame side (24 units of em for the 20 of live area).
    static let emPerSide = 1.2
    /// Cap height per point of font size: Inter's (1490 of 2048 units), which SF Pro's is close to.
    static let capHeightPerPoint = 0.7275

    /// The side of the square frame of a symbol in `font` at `scale`.
    static func side(font: Font, scale: Image.Scale) -> Double { font.size * sidePerPoint * scale.factor }

    /// Distance from the top of a symbol's frame to the baseline of text in `font` beside it.
    static func baseline(side: Double, font: Font) -> Double { side / 2 + font.size * capHeightPerPoint / 2 }

    /// The characters, font and baseline offset of the symbol `name` inside text in `font`.
    static func inText(_ name: String, font: Font, scale: Image.Scale) -> (glyphs: String, font: FontSpec, baselineOffset: Double) {
        let em = side(font: font, scale: scale) * emPerSide
        // The glyph's em box stands on the baseline; lower it so its middle meets the cap height's.
        let rise = font.size * capHeightPerPoint / 2 - em / 2
        return (SymbolTable.glyph(for: name).map(String.init) ?? "?", FontSpec(family: .symbols, size: em), rise)
    }

    /// The text drawing of `glyph` filling `rect` (the symbol's live area), in `color`.
    static func glyphDrawing(_ glyph: Character, in rect: CGRect, color: RGBAColor) -> DisplayItem {
        let em = Double(rect.width) * emPerSide
        let margin = em / 12
        let drawing = TextDrawing(layout: TextLayoutSpec(string: String(glyph), font: FontSpec(family: .symbols, size: em)),
                                  origin: CGPoint(x: Double(rect.minX) - margin, y: Double(rect.minY) - margin), color: color)
        return .text(drawing)
    }
}

extension Image {
    /// The scale of symbol images relative to the font (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        var factor: Double {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}
