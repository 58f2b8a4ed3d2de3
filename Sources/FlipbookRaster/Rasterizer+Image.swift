import CCairo
import FlipbookDisplayList
import Foundation

/// Bitmaps: copied into a cairo image surface and painted scaled into their rectangle, with edge
/// pixels extended so scaled edges stay sharp; a tinted bitmap paints its alpha in the tint.
extension Rasterizer {
    func draw(_ image: ImageDrawing) {
        let bitmap = image.bitmap, rect = image.rect
        guard bitmap.width > 0, bitmap.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              rect.width > 0, rect.height > 0 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { source in
            for row in 0..<bitmap.height {
                let target = UnsafeMutableRawPointer(data + row * stride)
                target.copyMemory(from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)

        var (dx, dy) = (Double(rect.width), Double(rect.height))
        cairo_user_to_device_distance(cairo, &dx, &dy)
        let minifying = abs(dx) < Double(bitmap.width) || abs(dy) < Double(bitmap.height)
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(image.interpolation, minifying: minifying))
        if let tint = image.tint {
            setSource(tint)
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }

    /// Nearest pixel for `.none`; otherwise bilinear, except that medium and high quality average
    /// the covered pixels when shrinking (cairo's GOOD; its BEST samples like a box when enlarging).
    private static func filter(_ interpolation: ImageDrawing.Interpolation, minifying: Bool) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium, .high: minifying ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
        }
    }
}
