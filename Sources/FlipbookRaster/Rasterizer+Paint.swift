import CCairo
import FlipbookDisplayList
import Foundation

/// Paints as cairo sources. Linear and radial gradients are cairo patterns; the angular one, which
/// cairo lacks, is computed per device pixel over the area the current path can cover; mesh
/// gradients are in Rasterizer+MeshGradient.swift.
extension Rasterizer {
    /// Makes `paint` cairo's source for the current path; false when it draws nothing.
    func setSource(_ paint: Paint, stroked: Bool) -> Bool {
        switch paint {
        case .color(let color):
            setSource(color)
            return true
        case .linearGradient(let stops, let start, let end):
            guard let ramp = GradientRamp(stops), isFinite(start, end) else { return false }
            return setPattern(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), ramp)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            guard let ramp = GradientRamp(stops), isFinite(center), startRadius.isFinite, endRadius.isFinite
            else { return false }
            return setPattern(cairo_pattern_create_radial(center.x, center.y, max(startRadius, 0),
                                                          center.x, center.y, max(endRadius, 0)), ramp)
        case .ellipticalGradient(let stops, let center, let bounds, let startFraction, let endFraction):
            guard let ramp = GradientRamp(stops), isFinite(center), bounds.width.isFinite, bounds.height.isFinite,
                  bounds.width > 0, bounds.height > 0, startFraction.isFinite, endFraction.isFinite
            else { return false }
            let pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))!
            // The pattern matrix maps user space to pattern space: the bounds become the unit square.
            var matrix = cairo_matrix_t(xx: 1 / bounds.width, yx: 0, xy: 0, yy: 1 / bounds.height,
                                        x0: -center.x / bounds.width, y0: -center.y / bounds.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            return setPattern(pattern, ramp)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            guard let ramp = GradientRamp(stops), isFinite(center), startAngle.isFinite, endAngle.isFinite
            else { return false }
            return setAngularSource(ramp, center: center, start: startAngle, end: endAngle, stroked: stroked)
        case .meshGradient(let mesh):
            return setMeshSource(mesh, stroked: stroked)
        }
    }

    private func isFinite(_ points: CGPoint...) -> Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    private func setPattern(_ pattern: OpaquePointer, _ ramp: GradientRamp) -> Bool {
        for stop in ramp.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    private func setAngularSource(_ ramp: GradientRamp, center: CGPoint, start: Double, end: Double,
                                  stroked: Bool) -> Bool {
        guard let area = deviceArea(ofCurrentPathStroked: stroked) else { return false }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        var userMatrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &userMatrix)
        var toUser = userMatrix
        guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self,
                                                                              capacity: stride * area.height) { $0 }
        for row in 0..<area.height {
            for column in 0..<area.width {
                var x = Double(area.minX + column) + 0.5
                var y = Double(area.minY + row) + 0.5
                cairo_matrix_transform_point(&toUser, &x, &y)
                let angle = atan2(y - center.y, x - center.x)
                let color = ramp.color(at: GradientRamp.angularLocation(angle, start: start, end: end))
                pixels[row * stride + column] = PixelBuffer.premultipliedPixel(color)
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, Double(area.minX), Double(area.minY))
        cairo_set_matrix(cairo, &userMatrix)
        return true
    }

    /// The whole device pixels that the current path (filled or stroked) can touch inside the clip.
    func deviceArea(ofCurrentPathStroked stroked: Bool) -> (minX: Int, minY: Int, width: Int, height: Int)? {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        if stroked { cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cairo, &x1, &y1, &x2, &y2) }
        var (cx1, cy1, cx2, cy2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &cx1, &cy1, &cx2, &cy2)
        let user = (max(x1, cx1), max(y1, cy1), min(x2, cx2), min(y2, cy2))
        guard user.0 < user.2, user.1 < user.3 else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(user.0, user.1), (user.2, user.1), (user.0, user.3), (user.2, user.3)] {
            var (x, y) = (px, py)
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let minX = Int(xs.min()!.rounded(.down)), minY = Int(ys.min()!.rounded(.down))
        let width = Int(xs.max()!.rounded(.up)) - minX, height = Int(ys.max()!.rounded(.up)) - minY
        guard width > 0, height > 0, width * height <= 1 << 26 else { return nil }
        return (minX, minY, width, height)
    }
}
