import CPangoCairo
import FlipbookDisplayList
import Foundation

/// A configured `PangoLayout` and its measured box. Owned by one thread.
final class TextLayout {
    /// The `PangoLayout*`, retained.
    let layout: OpaquePointer
    let metrics: TextMetrics
    /// Top-left of the logical box in layout coordinates (points); drawing at `origin − offset`
    /// puts the box's top-left at `origin`.
    let offset: CGPoint

    /// Dashed and dotted underlines and strikethroughs, drawn after the layout.
    let decorations: [PatternedDecoration]

    /// Takes ownership of `layout` (one reference) and measures it.
    init(adopting layout: OpaquePointer, decorations: [PatternedDecoration]) {
        self.layout = layout
        self.decorations = decorations
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let top = Self.points(logical.y)
        offset = CGPoint(x: Self.points(logical.x), y: top)

        let iterator = pango_layout_get_iter(layout)
        while pango_layout_iter_next_line(iterator) != 0 {}
        let lastBaseline = Self.points(pango_layout_iter_get_baseline(iterator))
        pango_layout_iter_free(iterator)

        metrics = TextMetrics(
            size: CGSize(width: Self.points(logical.width), height: Self.points(logical.height)),
            firstBaseline: Self.points(pango_layout_get_baseline(layout)) - top,
            lastBaseline: lastBaseline - top
        )
    }

    /// Number of lines after wrapping and truncation.
    var lineCount: Int {
        Int(pango_layout_get_line_count(layout))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    static func points(_ units: Int32) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }
}
