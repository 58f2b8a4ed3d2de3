import CPangoCairo
import FlipbookDisplayList
import Foundation

/// An underline or strikethrough in dashes or dots, which pango cannot draw: its dashes as
/// rectangles in layout coordinates (points), on the band pango would fill for a solid line (its
/// font's underline or strikethrough position and thickness, under the characters' logical extents
/// on each line).
///
/// Dash lengths, in multiples of the line's thickness, are estimates of TextKit's (Apple documents
/// none): dot 3 on 3 off, dash 10 on 5 off, dash-dot 10 3 3 3, dash-dot-dot 10 3 3 3 3 3 (STULabel's
/// reproduction of UIKit's decoration drawing uses these). The pattern starts afresh at each
/// stretch of a line the span covers.
struct PatternedDecoration {
    var dashes: [CGRect]
    /// The line's colour; nil draws it in the drawing's colour.
    var color: RGBAColor?

    /// The patterned decorations of `spans` in `layout`, whose `context` gives the fonts' metrics;
    /// `font` is the layout's own font, for spans whose font size is not usable.
    static func decorations(in layout: OpaquePointer, spans: [TextSpan], font: FontSpec, context: OpaquePointer,
                            fontDescription: (FontSpec) -> OpaquePointer?) -> [PatternedDecoration] {
        struct Line {
            var range: Range<Int>, decoration: TextDecoration, color: RGBAColor?
            var isUnderline: Bool, rise: Int32, position: Int32, thickness: Int32
        }
        var lines: [Line] = []
        for span in spans {
            let marks = [(span.underline, true), (span.strikethrough, false)]
                .compactMap { mark, isUnderline in mark.flatMap { $0.pattern == .solid ? nil : ($0, isUnderline) } }
            guard !marks.isEmpty, let description = fontDescription(Sanitized.fontSize(span.font.size) == nil ? font : span.font)
            else { continue }
            let metrics = pango_context_get_metrics(context, description, nil)
            pango_font_description_free(description)
            guard let metrics else { continue }
            defer { pango_font_metrics_unref(metrics) }
            let rise = PangoTextEngine.units(Sanitized.rise(span.baselineOffset))
            for (decoration, isUnderline) in marks {
                lines.append(Line(
                    range: span.range, decoration: decoration, color: decoration.color ?? span.color,
                    isUnderline: isUnderline, rise: rise,
                    position: isUnderline ? pango_font_metrics_get_underline_position(metrics)
                        : pango_font_metrics_get_strikethrough_position(metrics),
                    thickness: isUnderline ? pango_font_metrics_get_underline_thickness(metrics)
                        : pango_font_metrics_get_strikethrough_thickness(metrics)))
            }
        }
        guard !lines.isEmpty else { return [] }

        var decorations = lines.map { PatternedDecoration(dashes: [], color: $0.color) }
        let iterator = pango_layout_get_iter(layout)
        repeat {
            guard let layoutLine = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let baseline = pango_layout_iter_get_baseline(iterator)
            let start = Int(layoutLine.pointee.start_index), end = start + Int(layoutLine.pointee.length)
            for (index, line) in lines.enumerated() {
                let low = max(line.range.lowerBound, start), high = min(line.range.upperBound, end)
                guard low < high else { continue }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(layoutLine, Int32(low), Int32(high), &ranges, &count)
                guard let ranges else { continue }
                let top = points(baseline - line.rise - line.position), thickness = points(line.thickness)
                for range in 0..<Int(count) {
                    let x = points(ranges[2 * range]), width = points(ranges[2 * range + 1]) - x
                    decorations[index].dashes += dashes(from: x, width: width, top: top, thickness: thickness,
                                                        pattern: line.decoration.pattern)
                }
                g_free(ranges)
            }
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
        return decorations.filter { !$0.dashes.isEmpty }
    }

    /// The on-lengths and off-lengths of `pattern`, in multiples of the line's thickness.
    static func lengths(_ pattern: TextDecoration.Pattern) -> [Double] {
        switch pattern {
        case .solid: []
        case .dot: [3, 3]
        case .dash: [10, 5]
        case .dashDot: [10, 3, 3, 3]
        case .dashDotDot: [10, 3, 3, 3, 3, 3]
        }
    }

    /// The dashes of `pattern` along `width` points from `x`, cut at its end.
    static func dashes(from x: Double, width: Double, top: Double, thickness: Double,
                       pattern: TextDecoration.Pattern) -> [CGRect] {
        guard width > 0, thickness > 0 else { return [] }
        let lengths = lengths(pattern).map { $0 * thickness }
        guard !lengths.isEmpty else { return [CGRect(x: x, y: top, width: width, height: thickness)] }
        var dashes: [CGRect] = []
        var offset = 0.0, index = 0
        while offset < width {
            if index % 2 == 0 {
                dashes.append(CGRect(x: x + offset, y: top, width: min(lengths[index], width - offset), height: thickness))
            }
            offset += lengths[index]
            index = (index + 1) % lengths.count
        }
        return dashes
    }

    private static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
