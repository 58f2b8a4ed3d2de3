import CCairo
import FlipbookDisplayList
import Foundation

/// Groups composited through an offscreen layer: effects run on the layer's pixels (only over the
/// device area its content and effects can reach), then a mask, the opacity and the blend mode
/// apply as it is painted.
extension Rasterizer {
    func drawLayer(_ group: GroupDrawing, opacity: Double) {
        guard let area = deviceBounds(of: group.items)?.insetBy(-Self.reach(of: group.effects, scale: deviceScale)) else { return }
        var userMatrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &userMatrix)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, area.minX.rounded(.down), area.minY.rounded(.down),
                        area.maxX.rounded(.up) - area.minX.rounded(.down), area.maxY.rounded(.up) - area.minY.rounded(.down))
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &userMatrix)

        cairo_push_group(cairo)
        draw(group.items)
        let layer = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(layer) }
        if !group.effects.isEmpty { apply(group.effects, to: layer) }

        if let mask = group.mask {
            cairo_push_group(cairo)
            draw(mask)
            let maskPattern = cairo_pop_group(cairo)!
            cairo_push_group(cairo)
            cairo_set_source(cairo, layer)
            cairo_mask(cairo, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pop_group_to_source(cairo)
        } else {
            cairo_set_source(cairo, layer)
        }
        cairo_set_operator(cairo, Self.cairoOperator(group.blendMode))
        cairo_paint_with_alpha(cairo, opacity)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Device pixels per point at the current matrix (the square root of its area scale).
    var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return sqrt(abs(matrix.xx * matrix.yy - matrix.yx * matrix.xy))
    }

    /// How far (device pixels) effects can spread a layer's content at `scale` pixels per point.
    private static func reach(of effects: [LayerEffect], scale: Double) -> Double {
        func blurReach(_ sigma: Double) -> Double {
            sigma.isFinite ? 3 * min(max(sigma, 0) * scale, PixelBuffer.maximumSigma) + 1 : 0
        }
        return effects.reduce(0) { total, effect in
            switch effect {
            case .blur(let sigma, let opaque): total + (opaque ? 0 : blurReach(sigma))
            case .shadow(_, let sigma, let offset):
                total + blurReach(sigma)
                    + (offset.width.isFinite && offset.height.isFinite ? (abs(offset.width) + abs(offset.height)) * scale : 0)
            case .colorMatrix: total
            }
        }
    }

    private func apply(_ effects: [LayerEffect], to layer: OpaquePointer) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(layer, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              let buffer = PixelBuffer(imageSurface: surface) else { return }
        let scale = deviceScale
        for effect in effects {
            switch effect {
            case .blur(let sigma, let opaque):
                guard sigma.isFinite else { continue }
                buffer.blur(sigma: max(sigma, 0) * scale, opaque: opaque)
            case .shadow(let color, let sigma, let offset):
                guard sigma.isFinite, offset.width.isFinite, offset.height.isFinite else { continue }
                var (dx, dy) = (Double(offset.width), Double(offset.height))
                cairo_user_to_device_distance(cairo, &dx, &dy)
                buffer.addShadow(color: Sanitized.color(color), sigma: max(sigma, 0) * scale,
                                 dx: Int(dx.rounded()), dy: Int(dy.rounded()))
            case .colorMatrix(let matrix):
                guard matrix.entries.allSatisfy(\.isFinite) else { continue }
                buffer.apply(matrix)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The device-space box that `items` can paint, or nil when they paint nothing.
    func deviceBounds(of items: [DisplayItem]) -> CGRect? {
        var union: CGRect?
        func add(_ rect: CGRect?) {
            guard let rect, !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite
            else { return }
            union = union.map { $0.union(rect) } ?? rect
        }
        for item in items {
            switch item {
            case .shape(let shape):
                guard shape.path.isFinite else { continue }
                let stroke = shape.stroke.map { $0.lineWidth.isFinite ? max($0.lineWidth, 0) / 2 * Sanitized.miterLimit($0.miterLimit) : 0 } ?? 0
                append(shape.path)
                var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
                cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
                cairo_new_path(cairo)
                add(toDevice(CGRect(x: x1 - stroke, y: y1 - stroke, width: x2 - x1 + 2 * stroke, height: y2 - y1 + 2 * stroke)))
            case .text(let text):
                guard let size = Sanitized.fontSize(text.layout.font.size),
                      let layout = layouts.layout(for: text.layout, make: self.text.makeLayout) else { continue }
                let box = CGRect(origin: text.origin, size: layout.metrics.size)
                add(toDevice(box.insetBy(dx: -size / 2, dy: -size / 2)))
            case .image(let image):
                add(toDevice(image.rect))
            case .group(let group):
                guard var matrix = deviceMatrix(group.transform) else { continue }
                cairo_save(cairo)
                cairo_set_matrix(cairo, &matrix)
                let flat = deviceBounds(of: group.items)?.insetBy(-Self.reach(of: group.effects, scale: deviceScale))
                cairo_restore(cairo)
                guard let projection = group.projection else {
                    add(flat)
                    continue
                }
                // A projected group is drawn flat first (unless the projection is affine), then
                // warped: its layer must hold both.
                guard let flat, let forward = deviceProjection(projection) else { continue }
                if !projection.isAffine { add(flat) }
                add(warpedBounds(of: flat, through: forward))
            }
        }
        return union
    }

    /// The device-space box around a user-space rectangle.
    private func toDevice(_ rect: CGRect) -> CGRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let points = corners.map { corner -> CGPoint in
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_user_to_device(cairo, &x, &y)
            return CGPoint(x: x, y: y)
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .add: CAIRO_OPERATOR_ADD
        }
    }
}

private extension CGRect {
    func insetBy(_ amount: Double) -> CGRect { insetBy(dx: CGFloat(amount), dy: CGFloat(amount)) }
}
