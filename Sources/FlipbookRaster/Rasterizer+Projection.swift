import CCairo
import FlipbookDisplayList
import Foundation

/// Groups with a perspective projection: cairo only does affine transforms, so the group is drawn
/// flat into an offscreen layer, and the layer is warped onto the canvas pixel by pixel.
extension Rasterizer {
    /// Draws `group` flat, then maps the result through `projection` (in the current user space).
    func drawProjected(_ group: GroupDrawing, projection: ProjectiveTransform, opacity: Double) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard let forward = deviceProjection(projection), let backward = forward.inverted() else { return }

        var flat = group
        flat.projection = nil
        flat.opacity = 1
        flat.blendMode = .normal
        let canvas = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        guard let source = deviceBounds(of: [.group(flat)])?
                .intersection(canvas.insetBy(dx: -canvas.width, dy: -canvas.height)).pixelAligned,
              !source.isEmpty,
              let target = warpedBounds(of: source, through: forward)?.intersection(clipExtents).pixelAligned,
              !target.isEmpty else { return }

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, source.minX, source.minY, source.width, source.height)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
        cairo_push_group(cairo)
        draw([.group(flat)])
        let layer = cairo_pop_group(cairo)!
        cairo_restore(cairo)
        defer { cairo_pattern_destroy(layer) }

        var layerSurface: OpaquePointer?
        guard cairo_pattern_get_surface(layer, &layerSurface) == CAIRO_STATUS_SUCCESS, let layerSurface,
              let layerPixels = PixelBuffer(imageSurface: layerSurface) else { return }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(layerSurface, &offsetX, &offsetY)

        let warped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height))!
        defer { cairo_surface_destroy(warped) }
        guard let warpedPixels = PixelBuffer(imageSurface: warped) else { return }
        // Target pixel → device (+ target origin) → source device (backward) → layer pixel (+ offset).
        let targetToLayer = ProjectiveTransform(.init(translationX: target.minX, y: target.minY))
            .concatenating(backward)
            .concatenating(ProjectiveTransform(.init(translationX: offsetX, y: offsetY)))
        warpedPixels.warp(from: layerPixels, backward: targetToLayer)
        cairo_surface_mark_dirty(warped)

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, warped, target.minX, target.minY)
        cairo_set_operator(cairo, Self.cairoOperator(group.blendMode))
        cairo_paint_with_alpha(cairo, opacity)
        cairo_restore(cairo)
    }

    /// `projection` (in the current user space) as a map from device space before it to device
    /// space after it; nil when it or the current matrix is singular or non-finite.
    func deviceProjection(_ projection: ProjectiveTransform) -> ProjectiveTransform? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let toDevice = ProjectiveTransform(FlipbookDisplayList.AffineTransform(
            a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
        guard projection.isFinite, let toUser = toDevice.inverted() else { return nil }
        let forward = toUser.concatenating(projection).concatenating(toDevice)
        return forward.isFinite ? forward : nil
    }

    /// The device box around the image of `rect` under `transform`; nil when the whole of `rect`
    /// falls behind the viewer, and the clip's extents when only part of it does.
    func warpedBounds(of rect: CGRect, through transform: ProjectiveTransform) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let mapped = corners.compactMap(transform.applied(to:))
        if mapped.isEmpty { return nil }
        if mapped.count < corners.count { return clipExtents }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The current clip's box in device pixels.
    var clipExtents: CGRect {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

extension CGRect {
    /// The smallest rectangle with whole-pixel edges that contains this one (empty stays empty).
    var pixelAligned: CGRect {
        guard !isNull, !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
        let x = minX.rounded(.down), y = minY.rounded(.down)
        return CGRect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
    }
}

extension PixelBuffer {
    /// The pixels of an ARGB32 image surface (flushed), or nil for any other kind of surface.
    init?(imageSurface surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(width: width, height: height, stride: stride,
                  pixels: data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 })
    }
}
