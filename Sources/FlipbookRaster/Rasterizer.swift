import CCairo
import CPangoCairo
import FlipbookDisplayList

/// Draws display lists with cairo into a reused ARGB32 image surface.
///
/// Not thread-safe: create one per worker thread, on that thread. The same display list always
/// gives byte-identical pixels, on any thread and with any number of rasterizers.
public final class Rasterizer {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double

    /// The `cairo_surface_t*`.
    private let surface: OpaquePointer
    /// The `cairo_t*`; replaced if cairo ever puts it into an error state.
    var cairo: OpaquePointer
    let text: PangoTextEngine
    let layouts = LayoutCache()

    /// A rasterizer for `pixelWidth × pixelHeight` pixels (1…32 767 each) at `scale` pixels per point
    /// (finite, > 0). Building the pango state on top of `fonts` takes about a millisecond.
    public init(fonts: FontSet, pixelWidth: Int, pixelHeight: Int, scale: Double) throws {
        guard (1...32_767).contains(pixelWidth), (1...32_767).contains(pixelHeight) else {
            throw RasterError(description: "Surface size \(pixelWidth)×\(pixelHeight) is outside 1…32767 pixels")
        }
        guard scale.isFinite, scale > 0 else {
            throw RasterError(description: "Scale \(scale) is not a positive finite number")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError(description: "cairo could not create a \(pixelWidth)×\(pixelHeight) surface")
        }
        do {
            text = try PangoTextEngine(fonts: fonts)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
        self.cairo = cairo_create(surface)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Replaces the whole surface with `background` (which may be transparent), then draws `list`
    /// with 1 point = `scale` pixels.
    public func render(_ list: DisplayList, background: RGBAColor) {
        if cairo_status(cairo) != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cairo)
            cairo = cairo_create(surface)
        }
        cairo_identity_matrix(cairo)
        cairo_reset_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(background)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_scale(cairo, scale, scale)
        draw(list.items)
        layouts.endFrame()
    }

    /// Calls `body` with the surface's premultiplied ARGB32 pixels (native-endian `UInt32`
    /// `0xAARRGGBB`, i.e. BGRA bytes on little-endian machines), valid only during the call.
    public func withPremultipliedPixels<R>(
        _ body: (UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> R
    ) rethrows -> R {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(data, pixelWidth, pixelHeight, Int(cairo_image_surface_get_stride(surface)))
    }
}
