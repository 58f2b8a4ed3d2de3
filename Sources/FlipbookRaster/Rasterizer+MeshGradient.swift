import CCairo
import FlipbookDisplayList
import Foundation

/// Mesh gradients as cairo sources: the mesh, cut into small quads (`MeshSurface`), becomes a cairo
/// mesh pattern painted over its background colour in an image of the area the current path can
/// cover, which then is the source.
extension Rasterizer {
    /// Quads per mesh cell along each axis: enough that the bilinear blend cairo draws in each
    /// quad follows the smooth surface without visible steps.
    static let meshSubdivisions = 8

    func setMeshSource(_ mesh: MeshGradientPaint, stroked: Bool) -> Bool {
        guard mesh.isDrawable, let area = deviceArea(ofCurrentPathStroked: stroked) else { return false }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        var userMatrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &userMatrix)
        var toArea = cairo_matrix_t(), shift = cairo_matrix_t()
        cairo_matrix_init_translate(&shift, -Double(area.minX), -Double(area.minY))
        cairo_matrix_multiply(&toArea, &userMatrix, &shift)
        cairo_set_matrix(context, &toArea)
        let background = Sanitized.color(mesh.background)
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
        cairo_paint(context)
        let pattern = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(pattern) }
        for patch in MeshSurface(mesh: mesh).patches(subdivisions: Self.meshSubdivisions) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, patch.corners[0].x, patch.corners[0].y)
            for corner in patch.corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.x, corner.y) }
            for (index, color) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), color.red, color.green, color.blue,
                                                         color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_surface_flush(surface)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, Double(area.minX), Double(area.minY))
        cairo_set_matrix(cairo, &userMatrix)
        return true
    }
}
