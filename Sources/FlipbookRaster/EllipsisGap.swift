import CPangoCairo
import FlipbookDisplayList

/// pango widens a cut line's ellipsis by whatever the kept characters leave of the width, so the
/// line fills it exactly; a head or middle cut then shows a gap after the "…" ("Quarterly-r…  oved.pdf")
/// that TextKit never draws. This moves that extra width off the ellipsis to the line's ends, where
/// its alignment puts empty space: after the last glyph (leading), before the first (trailing), or
/// half at each end (centred). The line keeps its width, so its box, which ``OneLineCut`` predicts,
/// is unchanged.
enum EllipsisGap {
    /// Moves the extra width of every cut line of `layout` (laid out with `alignment`) to its ends.
    /// Call before anything measures the layout: the lines are taken for writing, which keeps pango
    /// from reusing extents it measured before.
    static func close(in layout: OpaquePointer, alignment: TextLineAlignment) {
        var lines = pango_layout_get_lines(layout)
        while let node = lines {
            if let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                close(in: line, alignment: alignment)
            }
            lines = node.pointee.next
        }
    }

    private static func close(in line: UnsafeMutablePointer<PangoLayoutLine>, alignment: TextLineAlignment) {
        let runs = glyphRuns(of: line)
        guard let ellipsis = runs.first(where: TextLayout.isEllipsis), let font = ellipsis.pointee.item.pointee.analysis.font,
              let widened = lastGlyph(of: ellipsis), let first = runs.lazy.compactMap(firstGlyph).first,
              let last = runs.reversed().lazy.compactMap(lastGlyph).first
        else { return }
        // pango adds the extra width to the ellipsis's last glyph: its advance beyond the font's.
        var logical = PangoRectangle()
        pango_font_get_glyph_extents(font, widened.pointee.glyph, nil, &logical)
        let extra = widened.pointee.geometry.width - max(0, logical.width)
        guard extra > 0 else { return }
        widened.pointee.geometry.width -= extra

        let before: Int32 = switch alignment {
        case .leading: 0
        case .center: extra / 2
        case .trailing: extra
        }
        first.pointee.geometry.width += before
        first.pointee.geometry.x_offset += before
        last.pointee.geometry.width += extra - before
    }

    /// The leftmost glyph of `run`, if it has any.
    private static func firstGlyph(of run: UnsafeMutablePointer<PangoGlyphItem>) -> UnsafeMutablePointer<PangoGlyphInfo>? {
        let glyphs = run.pointee.glyphs.pointee
        return glyphs.num_glyphs > 0 ? glyphs.glyphs : nil
    }

    /// The rightmost glyph of `run`, if it has any.
    private static func lastGlyph(of run: UnsafeMutablePointer<PangoGlyphItem>) -> UnsafeMutablePointer<PangoGlyphInfo>? {
        let glyphs = run.pointee.glyphs.pointee
        return glyphs.num_glyphs > 0 ? glyphs.glyphs?.advanced(by: Int(glyphs.num_glyphs) - 1) : nil
    }

    /// The line's runs, left to right.
    private static func glyphRuns(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [UnsafeMutablePointer<PangoGlyphItem>] {
        var runs: [UnsafeMutablePointer<PangoGlyphItem>] = []
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) { runs.append(run) }
            node = current.pointee.next
        }
        return runs
    }
}
