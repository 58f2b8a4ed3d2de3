import FlipbookDisplayList
import Foundation

/// A mesh gradient as a surface over its grid of vertices: a position and a colour at any grid
/// coordinate (u across the columns, v down the rows, both from 0 at the first vertex). Positions,
/// and colours when the mesh smooths them, follow Catmull-Rom curves through the vertices (an
/// edge's tangent is the one-sided difference, so an evenly spaced grid stays evenly spaced);
/// otherwise colours blend bilinearly between a cell's four corners. SwiftUI does not publish its
/// curves: these are Flipbook's estimate of them.
struct MeshSurface {
    /// One quad of the subdivided mesh: corners top-left, top-right, bottom-right, bottom-left.
    struct Patch {
        var corners: [CGPoint]
        var colors: [RGBAColor]
    }

    let mesh: MeshGradientPaint

    /// The vertex at column `column`, row `row` as (x, y, red, green, blue, alpha).
    private func vertex(_ column: Int, _ row: Int) -> [Double] {
        let index = row * mesh.columns + column
        let (point, color) = (mesh.points[index], Sanitized.color(mesh.colors[index]))
        return [point.x, point.y, color.red, color.green, color.blue, color.alpha]
    }

    /// Position and colour at grid coordinate (u, v).
    func sample(u: Double, v: Double) -> (point: CGPoint, color: RGBAColor) {
        let rowsAtU = (0..<mesh.rows).map { row in
            Self.catmullRom((0..<mesh.columns).map { vertex($0, row) }, at: u)
        }
        let smooth = Self.catmullRom(rowsAtU, at: v)
        let point = CGPoint(x: smooth[0], y: smooth[1])
        if mesh.smoothsColors { return (point, Self.color(smooth)) }
        let column = min(Int(u.rounded(.down)), mesh.columns - 2), row = min(Int(v.rounded(.down)), mesh.rows - 2)
        let (fu, fv) = (u - Double(column), v - Double(row))
        let top = Self.mix(vertex(column, row), vertex(column + 1, row), fu)
        let bottom = Self.mix(vertex(column, row + 1), vertex(column + 1, row + 1), fu)
        return (point, Self.color(Self.mix(top, bottom, fv)))
    }

    /// The mesh cut into `subdivisions` × `subdivisions` quads per cell, row by row.
    func patches(subdivisions: Int) -> [Patch] {
        let across = (mesh.columns - 1) * subdivisions, down = (mesh.rows - 1) * subdivisions
        let step = 1 / Double(subdivisions)
        let grid = (0...down).map { j in (0...across).map { i in sample(u: Double(i) * step, v: Double(j) * step) } }
        return (0..<down).flatMap { j in
            (0..<across).map { i in
                let corners = [grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]]
                return Patch(corners: corners.map(\.point), colors: corners.map(\.color))
            }
        }
    }

    /// The Catmull-Rom curve through `values` (vectors of equal length) at `t` in 0…count-1.
    static func catmullRom(_ values: [[Double]], at t: Double) -> [Double] {
        let last = values.count - 1
        let index = min(max(Int(t.rounded(.down)), 0), last - 1)
        let f = min(max(t - Double(index), 0), 1)
        let (p0, p1) = (values[index], values[index + 1])
        func tangent(_ i: Int) -> [Double] {
            let (before, after) = (values[max(i - 1, 0)], values[min(i + 1, last)])
            let span = Double(min(i + 1, last) - max(i - 1, 0))
            return zip(after, before).map { ($0 - $1) / span }
        }
        let (m0, m1) = (tangent(index), tangent(index + 1))
        let (f2, f3) = (f * f, f * f * f)
        let (h00, h10, h01, h11) = (2 * f3 - 3 * f2 + 1, f3 - 2 * f2 + f, -2 * f3 + 3 * f2, f3 - f2)
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }

    private static func mix(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * f }
    }

    /// The colour components of a sampled vector, clamped (a curve can overshoot 0…1).
    private static func color(_ vector: [Double]) -> RGBAColor {
        Sanitized.color(RGBAColor(red: vector[2], green: vector[3], blue: vector[4], alpha: vector[5]))
    }
}
