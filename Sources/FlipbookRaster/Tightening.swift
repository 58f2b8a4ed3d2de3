import CPangoCairo

/// Tightening before truncation (`allowsTightening(_:)`), as Apple's text system does it: a text
/// cut to one line whose line is wider than its width by at most 5 % of the width
/// (`NSParagraphStyle.tighteningFactorForTruncation`'s default, 0.05) draws with the space between
/// every two characters reduced by the same amount, just enough to fit, and is not truncated; a
/// wider one truncates as without tightening.
enum Tightening {
    /// How much wider than its width, as a share of the width, a line may be and still tighten.
    static let factor = 0.05

    /// Tightens the one line of `layout` (its width set, not yet cut) to fit its width, where the
    /// rule allows. The letter spacing goes under the text's own (`tracking`, `kerning`), which keeps
    /// its runs as they are; how many gaps it narrows is measured, not counted, so clusters and
    /// such runs count as pango counts them.
    static func apply(to layout: OpaquePointer) {
        let width = pango_layout_get_width(layout)
        guard width >= 0 else { return }
        let attributes: OpaquePointer = pango_attr_list_copy(pango_layout_get_attributes(layout)) ?? pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        pango_layout_set_width(layout, -1)
        let natural = lineWidth(of: layout)
        guard natural > width, Double(natural) <= Double(width) * (1 + factor) else {
            pango_layout_set_width(layout, width)
            return
        }
        let gaps = (natural - lineWidth(of: layout, spacing: -PANGO_SCALE, attributes: attributes)) / PANGO_SCALE
        if gaps > 0 {
            let spacing = Int32((Double(width - natural) / Double(gaps)).rounded(.down))
            _ = lineWidth(of: layout, spacing: spacing, attributes: attributes)
        } else {
            pango_layout_set_attributes(layout, attributes)
        }
        pango_layout_set_width(layout, width)
    }

    /// The logical width of `layout` in pango units, after setting its attributes to a copy of
    /// `attributes` with `spacing` between every two characters under them.
    private static func lineWidth(of layout: OpaquePointer, spacing: Int32, attributes: OpaquePointer) -> Int32 {
        let list: OpaquePointer = pango_attr_list_copy(attributes)
        if let letterSpacing = pango_attr_letter_spacing_new(spacing) {
            letterSpacing.pointee.start_index = 0
            letterSpacing.pointee.end_index = .max
            pango_attr_list_insert_before(list, letterSpacing)
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        return lineWidth(of: layout)
    }

    /// The logical width of `layout` in pango units.
    private static func lineWidth(of layout: OpaquePointer) -> Int32 {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical.width
    }
}
