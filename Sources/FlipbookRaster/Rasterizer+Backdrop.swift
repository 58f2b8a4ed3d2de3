import CCairo
import FlipbookDisplayList
import Foundation

/// Materials: what is already drawn under the clip, blurred and recoloured, painted back into it.
extension Rasterizer {
    /// Paints the current clip with the target's pixels beneath it, blurred by the backdrop's sigma
    /// (edges extended) and passed through its colour matrix.
    func drawBackdrop(_ backdrop: Backdrop) {
        guard backdrop.sigma.isFinite else { return }
        let sigma = min(max(backdrop.sigma, 0) * deviceScale, PixelBuffer.maximumSigma)
        let reach = (3 * sigma).rounded(.up) + 1
        guard let target = cairo_get_group_target(cairo), let pixels = PixelBuffer(imageSurface: target) else { return }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The target's pixels in device coordinates, and the part of them the blur can reach.
        let surface = CGRect(x: -offsetX, y: -offsetY, width: Double(pixels.width), height: Double(pixels.height))
        let region = clipExtents.insetBy(dx: -reach, dy: -reach).intersection(surface).pixelAligned
        guard !region.isEmpty, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)),
              let buffer = PixelBuffer(imageSurface: copy) else { return }
        defer { cairo_surface_destroy(copy) }
        let (left, top) = (Int(region.minX + offsetX), Int(region.minY + offsetY))
        for row in 0..<buffer.height {
            (buffer.pixels + row * buffer.stride).update(from: pixels.pixels + (top + row) * pixels.stride + left, count: buffer.width)
        }
        if sigma > 0 { buffer.backdropBlur(sigma: sigma) }
        if backdrop.colorMatrix != .identity, backdrop.colorMatrix.entries.allSatisfy(\.isFinite) { buffer.apply(backdrop.colorMatrix) }
        cairo_surface_mark_dirty(copy)

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, copy, region.minX, region.minY)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
