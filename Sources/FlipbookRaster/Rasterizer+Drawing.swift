import CCairo
import CPangoCairo
import FlipbookDisplayList
import Foundation

/// Drawing of individual display items. Invalid values are skipped or clamped as documented on
/// the display-list types, so the `cairo_t` never enters an error state.
extension Rasterizer {
    /// Groups whose device-space transform shrinks areas below this factor are invisible; skipping
    /// them also keeps cairo away from matrices it cannot invert.
    private static let minimumDeterminant = 1e-12

    func draw(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .shape(let shape): draw(shape)
            case .text(let text): draw(text)
            case .image(let image): draw(image)
            case .group(let group): draw(group)
            }
        }
    }

    private func draw(_ shape: ShapeDrawing) {
        guard shape.path.isFinite else { return }
        if let stroke = shape.stroke {
            guard stroke.lineWidth.isFinite, stroke.lineWidth > 0 else { return }
            cairo_set_line_width(cairo, stroke.lineWidth)
            cairo_set_line_cap(cairo, Self.cap(stroke.lineCap))
            cairo_set_line_join(cairo, Self.join(stroke.lineJoin))
            cairo_set_miter_limit(cairo, Sanitized.miterLimit(stroke.miterLimit))
            if let dash = Sanitized.dash(stroke.dash) {
                let phase = stroke.dashPhase.isFinite ? stroke.dashPhase : 0
                cairo_set_dash(cairo, dash, Int32(dash.count), phase)
            } else {
                cairo_set_dash(cairo, nil, 0, 0)
            }
            append(shape.path)
            if setSource(shape.paint, stroked: true) { cairo_stroke(cairo) } else { cairo_new_path(cairo) }
        } else {
            cairo_set_fill_rule(cairo, Self.fillRule(shape.fillRule))
            append(shape.path)
            if setSource(shape.paint, stroked: false) { cairo_fill(cairo) } else { cairo_new_path(cairo) }
        }
    }

    private func draw(_ drawing: TextDrawing) {
        guard drawing.origin.x.isFinite, drawing.origin.y.isFinite,
              let layout = layouts.layout(for: drawing.layout, make: text.makeLayout) else { return }
        setSource(drawing.color)
        let x = Double(drawing.origin.x - layout.offset.x), y = Double(drawing.origin.y - layout.offset.y)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout.layout)
        cairo_new_path(cairo)
        for decoration in layout.decorations {
            setSource(decoration.color ?? drawing.color)
            for dash in decoration.dashes {
                cairo_rectangle(cairo, x + Double(dash.minX), y + Double(dash.minY), Double(dash.width), Double(dash.height))
            }
            cairo_fill(cairo)
        }
    }

    private func draw(_ group: GroupDrawing) {
        let opacity = Sanitized.unit(group.opacity, nan: 1)
        if let projection = group.projection {
            guard opacity > 0 else { return }
            if projection.isAffine {
                var folded = group
                folded.projection = nil
                folded.transform = group.transform.concatenating(projection.affine)
                return draw(folded)
            }
            return drawProjected(group, projection: projection, opacity: opacity)
        }
        guard opacity > 0, group.clip?.isFinite ?? true, var matrix = deviceMatrix(group.transform) else { return }
        cairo_save(cairo)
        cairo_set_matrix(cairo, &matrix)
        if let clip = group.clip {
            cairo_set_fill_rule(cairo, Self.fillRule(group.clipRule))
            append(clip)
            cairo_clip(cairo)
        }
        if let backdrop = group.backdrop { drawBackdrop(backdrop) }
        if group.needsLayer {
            drawLayer(group, opacity: opacity)
        } else {
            draw(group.items)
        }
        cairo_restore(cairo)
    }

    static func fillRule(_ rule: FillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// The current matrix with `transform` applied first, or nil if the result is non-finite or
    /// (nearly) singular.
    func deviceMatrix(_ transform: FlipbookDisplayList.AffineTransform) -> cairo_matrix_t? {
        var local = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                   x0: transform.tx, y0: transform.ty)
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &local, &current)
        let entries = [combined.xx, combined.yx, combined.xy, combined.yy, combined.x0, combined.y0]
        let determinant = combined.xx * combined.yy - combined.yx * combined.xy
        guard entries.allSatisfy(\.isFinite), determinant.isFinite,
              abs(determinant) >= Self.minimumDeterminant else { return nil }
        return combined
    }

    func setSource(_ color: RGBAColor) {
        let color = Sanitized.color(color)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Replaces cairo's current path with `path`.
    func append(_ path: PathData) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let to):
                cairo_move_to(cairo, Double(to.x), Double(to.y))
            case .line(let to):
                cairo_line_to(cairo, Double(to.x), Double(to.y))
            case .quadCurve(let to, let control):
                appendQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2):
                cairo_curve_to(cairo, Double(control1.x), Double(control1.y),
                               Double(control2.x), Double(control2.y), Double(to.x), Double(to.y))
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    /// cairo has no quadratic Bézier: raises it to the equivalent cubic. Without a current point
    /// the curve starts at its control point, as cairo does for a cubic.
    private func appendQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = Double(control.x)
        var y = Double(control.y)
        if cairo_has_current_point(cairo) != 0 {
            cairo_get_current_point(cairo, &x, &y)
        } else {
            cairo_move_to(cairo, x, y)
        }
        let (c1, c2) = PathElement.cubicControls(start: CGPoint(x: x, y: y), control: control, end: end)
        cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    private static func cap(_ cap: StrokeParameters.LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ join: StrokeParameters.LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
