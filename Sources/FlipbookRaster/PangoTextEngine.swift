import CPangoCairo
import FlipbookDisplayList
import Foundation

/// Per-thread pango state: a private cairo/FreeType font map on the shared isolated ``FontSet``
/// configuration and one context with pinned settings. Measuring and drawing use the same
/// setup and always lay out in unscaled points (the context's matrix stays identity; cairo
/// scales the glyphs when drawing), so line breaks do not depend on the render scale.
///
/// Pinned: cairo font options (antialias GRAY, hint style NONE, hint metrics OFF), language
/// "en", unrounded glyph positions, absolute font sizes (1 pt = 1 unit).
final class PangoTextEngine {
    let fonts: FontSet
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The `PangoContext*`.
    private let context: OpaquePointer

    init(fonts: FontSet) throws {
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RasterError(description: "pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) failed")
        }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.config)
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            throw RasterError(description: "pango_font_map_create_context failed")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_round_glyph_positions(context, 0)

        self.fonts = fonts
        self.fontMap = fontMap
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Held while any engine makes a layout. pango and cairo set a font up on its first use in a font
    /// map with state they share between font maps, unsafely: engines on several threads loading
    /// fonts at once laid the same text out differently (in about one of a thousand layouts, and for
    /// the rest of their lives: `PangoEnginesTests`). So every layout is made, its fonts loaded, its
    /// text shaped and its ink measured (which sets up the cairo fonts drawing it uses) under this lock;
    /// drawing an already-made layout needs no lock.
    private static let fontSetUp = NSLock()

    /// A laid-out `spec`, or nil when its font size is not a positive finite number.
    func makeLayout(_ spec: TextLayoutSpec) -> TextLayout? {
        Self.fontSetUp.lock()
        defer { Self.fontSetUp.unlock() }
        guard let size = Sanitized.fontSize(spec.font.size), let layout = pango_layout_new(context) else { return nil }

        let description = Self.fontDescription(spec.font, size: size, faces: fonts.appFaces)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // pango stops at NUL; drop NULs rather than silently losing the rest of the string.
        let text = spec.string.utf8.contains(0) ? spec.string.replacingOccurrences(of: "\0", with: "") : spec.string
        pango_layout_set_text(layout, text, -1)
        Self.setAttributes(of: layout, text: text, spans: text.utf8.count == spec.string.utf8.count ? spec.spans : [],
                           faces: fonts.appFaces)
        pango_layout_set_alignment(layout, Self.alignment(spec.alignment))
        pango_layout_set_spacing(layout, Self.units(Sanitized.lineSpacing(spec.lineSpacing)))
        if let width = Sanitized.wrapWidth(spec.width) {
            pango_layout_set_width(layout, Self.units(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let limit = Sanitized.lineLimit(spec.lineLimit) {
            if limit == 1, spec.allowsTightening { Tightening.apply(to: layout) }
            Self.limitLines(of: layout, to: limit, truncation: spec.truncation)
            EllipsisGap.close(in: layout, alignment: spec.alignment)
        }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let decorations = PatternedDecoration.decorations(
            in: layout, spans: text.utf8.count == spec.string.utf8.count ? spec.spans : [], font: spec.font,
            context: context) { [fonts] font in Sanitized.fontSize(font.size).map { Self.fontDescription(font, size: $0, faces: fonts.appFaces) } }
        return TextLayout(adopting: layout, decorations: decorations)
    }

    /// The vertical metrics of `font`: ascent and descent from a laid-out line, leading from
    /// pango's line height, cap height from the ink of "H". Zero for an invalid font size.
    func lineMetrics(_ font: FontSpec) -> FontLineMetrics {
        guard let size = Sanitized.fontSize(font.size), let line = makeLayout(TextLayoutSpec(string: "H", font: font)) else {
            return FontLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(line.layout, &ink, &logical)
        let baseline = line.metrics.firstBaseline
        let ascent = baseline, descent = Double(line.metrics.size.height) - baseline
        let description = Self.fontDescription(font, size: size, faces: fonts.appFaces)
        Self.fontSetUp.lock()
        let fontMetrics = pango_context_get_metrics(context, description, nil)
        Self.fontSetUp.unlock()
        pango_font_description_free(description)
        let height = fontMetrics.map { Double(pango_font_metrics_get_height($0)) / Double(PANGO_SCALE) } ?? 0
        if let fontMetrics { pango_font_metrics_unref(fontMetrics) }
        return FontLineMetrics(ascent: ascent, descent: descent, leading: max(0, height - ascent - descent),
                               capHeight: baseline - Double(ink.y - logical.y) / Double(PANGO_SCALE))
    }

    /// Sets the layout's attributes: no hyphens (SwiftUI never hyphenates unless asked: a word too
    /// long for its line breaks between characters), then each span's on its bytes of the text.
    private static func setAttributes(of layout: OpaquePointer, text: String, spans: [TextSpan], faces: AppFontFaces) {
        let length = text.utf8.count
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func sixteenBit(_ unit: Double) -> UInt16 { UInt16((Sanitized.unit(unit, nan: 0) * 65535).rounded()) }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        for span in spans {
            let range = min(max(span.range.lowerBound, 0), length)..<min(max(span.range.upperBound, 0), length)
            guard !range.isEmpty else { continue }
            if let size = Sanitized.fontSize(span.font.size) {
                let description = fontDescription(span.font, size: size, faces: faces)
                add(pango_attr_font_desc_new(description), range)
                pango_font_description_free(description)
            }
            if let color = span.color {
                add(pango_attr_foreground_new(sixteenBit(color.red), sixteenBit(color.green), sixteenBit(color.blue)), range)
                add(pango_attr_foreground_alpha_new(sixteenBit(color.alpha)), range)
            }
            // Dashed and dotted lines are drawn by hand (`PatternedDecoration`).
            if let underline = span.underline, underline.pattern == .solid {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range)
                if let color = underline.color {
                    add(pango_attr_underline_color_new(sixteenBit(color.red), sixteenBit(color.green), sixteenBit(color.blue)), range)
                }
            }
            if let strikethrough = span.strikethrough, strikethrough.pattern == .solid {
                add(pango_attr_strikethrough_new(1), range)
                if let color = strikethrough.color {
                    add(pango_attr_strikethrough_color_new(sixteenBit(color.red), sixteenBit(color.green), sixteenBit(color.blue)), range)
                }
            }
            if finite(span.tracking) != 0 {
                add(pango_attr_letter_spacing_new(units(min(max(span.tracking, -1000), 1000))), range)
            }
            if Sanitized.rise(span.baselineOffset) != 0 {
                add(pango_attr_rise_new(units(Sanitized.rise(span.baselineOffset))), range)
            }
            if span.monospacedDigits { add(pango_attr_font_features_new("tnum"), range) }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// The characters of `spec`'s string that pango shapes as unknown glyphs (boxes): no font in
    /// the family list has them.
    func missingCharacters(in spec: TextLayoutSpec) -> [Character] {
        guard let layout = makeLayout(spec), pango_layout_get_unknown_glyphs_count(layout.layout) > 0 else { return [] }
        var offsets = Set<Int>()
        let iterator = pango_layout_get_iter(layout.layout)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs else { continue }
            let start = Int(run.pointee.item.pointee.offset)
            for index in 0..<Int(glyphs.pointee.num_glyphs)
            where glyphs.pointee.glyphs[index].glyph & Self.unknownGlyphFlag != 0 {
                offsets.insert(start + Int(glyphs.pointee.log_clusters[index]))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        pango_layout_iter_free(iterator)
        var missing: [Character] = []
        var offset = 0
        for character in spec.string {
            let length = character.utf8.count
            if offsets.contains(where: { (offset..<offset + length).contains($0) }), !missing.contains(character) {
                missing.append(character)
            }
            offset += length
        }
        return missing
    }

    /// pango's `PANGO_GLYPH_UNKNOWN_FLAG`: set on the glyph of a character no font has.
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// A pango font description of `font` at `size` points (caller frees it): a `.custom` family
    /// `faces` has is asked for first, before the system font's list.
    private static func fontDescription(_ font: FontSpec, size: Double, faces: AppFontFaces) -> OpaquePointer {
        var family = font.family.pangoFamilies, weight = font.weight, italic = font.italic
        if case .custom(let name) = font.family, let face = faces.request(name, weight: weight, italic: italic) {
            family = "\(face.family), \(family)"
            (weight, italic) = (face.weight, face.italic)
        }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(units(size)))
        pango_font_description_set_weight(description, PangoWeight(UInt32(Sanitized.weight(weight))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Limits `layout` to `limit` lines in total, ellipsizing the last visible line if it is cut.
    ///
    /// pango's line limit (negative height) counts lines per paragraph, so when the text has
    /// several paragraphs the layout is cut instead at the bottom of line `limit` (positive height,
    /// after which pango drops further lines). Paragraphs dropped that way get no ellipsis of their
    /// own. pango only ellipsizes with a width set, so unwrapped text gets its natural width.
    private static func limitLines(of layout: OpaquePointer, to limit: Int, truncation: TextTruncation) {
        if pango_layout_get_width(layout) < 0 {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, logical.width)
        }
        pango_layout_set_ellipsize(layout, ellipsize(truncation))
        pango_layout_set_height(layout, -Int32(limit))
        guard pango_layout_get_line_count(layout) > limit else { return }

        let iterator = pango_layout_get_iter(layout)
        for _ in 1..<limit {
            pango_layout_iter_next_line(iterator)
        }
        var lineTop: Int32 = 0
        var lineBottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &lineTop, &lineBottom)
        pango_layout_iter_free(iterator)
        pango_layout_set_height(layout, lineBottom)
    }

    /// Points in pango units (1/1024 pt), rounded.
    static func units(_ points: Double) -> Int32 {
        Int32((points * Double(PANGO_SCALE)).rounded())
    }

    private static func alignment(_ alignment: TextLineAlignment) -> PangoAlignment {
        switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }

    private static func ellipsize(_ truncation: TextTruncation) -> PangoEllipsizeMode {
        switch truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}
