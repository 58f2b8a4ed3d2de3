@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Mesh gradients: the surface through their vertices, and the pixels cairo paints from it.
@Suite struct MeshGradientRasterTests {
    private let blue = RGBAColor(red: 0, green: 0, blue: 1)
    private let green = RGBAColor(red: 0, green: 1, blue: 0)

    /// A 2 × 2 mesh on the square (x, y)…(x + size, y + size): red, green above; blue, white below.
    private func square(x: Double = 0, size: Double = 10, background: RGBAColor = .clear,
                        smooth: Bool = true) -> MeshGradientPaint {
        MeshGradientPaint(columns: 2, rows: 2,
                          points: [CGPoint(x: x, y: 0), CGPoint(x: x + size, y: 0),
                                   CGPoint(x: x, y: size), CGPoint(x: x + size, y: size)],
                          colors: [red, green, blue, .white], background: background, smoothsColors: smooth)
    }

    @Test func catmullRomPassesThroughTheVerticesWithNeighbourTangents() {
        let values: [[Double]] = [[0], [1], [4]]
        #expect(MeshSurface.catmullRom(values, at: 0) == [0])
        #expect(MeshSurface.catmullRom(values, at: 1) == [1])
        #expect(MeshSurface.catmullRom(values, at: 2) == [4])
        // Tangents 1 (one-sided at the edge) and (4 − 0) / 2 = 2: at 0.5,
        // 0.5 × 0 + 0.125 × 1 + 0.5 × 1 − 0.125 × 2 = 0.375.
        #expect(MeshSurface.catmullRom(values, at: 0.5) == [0.375])
        // Evenly spaced values stay on their line.
        #expect(MeshSurface.catmullRom([[0], [0.5], [1]], at: 1.25) == [0.625])
    }

    @Test func aTwoByTwoMeshBlendsItsCornersBilinearly() {
        let centre = MeshSurface(mesh: square()).sample(u: 0.5, v: 0.5)
        #expect(centre.point == CGPoint(x: 5, y: 5))
        #expect(centre.color == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        let nearGreen = MeshSurface(mesh: square()).sample(u: 0.75, v: 0.25)
        #expect(nearGreen.point == CGPoint(x: 7.5, y: 2.5))
        // Red 0.25 × 0.75 + white 0.75 × 0.25 = 0.375 red; green 0.75; blue 0.25.
        #expect(nearGreen.color == RGBAColor(red: 0.375, green: 0.75, blue: 0.25))
    }

    @Test func smoothColorsCurveThroughTheNeighboursAndBilinearOnesDoNot() {
        // Three columns, red component 0, 1, 0 in both rows.
        let points = [0, 1, 2].map { CGPoint(x: $0 * 10, y: 0) } + [0, 1, 2].map { CGPoint(x: $0 * 10, y: 10) }
        let colors = [RGBAColor.black, red, .black, .black, red, .black]
        let smooth = MeshGradientPaint(columns: 3, rows: 2, points: points, colors: colors, background: .clear,
                                       smoothsColors: true)
        // Tangents 1 and (0 − 0) / 2 = 0: 0.125 × 1 + 0.5 × 1 = 0.625.
        #expect(MeshSurface(mesh: smooth).sample(u: 0.5, v: 0).color.red == 0.625)
        var bilinear = smooth
        bilinear.smoothsColors = false
        #expect(MeshSurface(mesh: bilinear).sample(u: 0.5, v: 0).color.red == 0.5)
        #expect(MeshSurface(mesh: smooth).patches(subdivisions: 4).count == 2 * 4 * 4)
    }

    @Test func pixelsFollowTheMeshAndTheBackgroundFillsTheRest() throws {
        let shape = { (paint: MeshGradientPaint) in
            DisplayItem.shape(ShapeDrawing(path: rectangle(0, 0, 20, 10), paint: .meshGradient(paint)))
        }
        let pixels = try render([shape(square(background: .black))], width: 20, height: 10)
        // Cairo's mesh rasterizer shades a pixel about an eighth of a pixel past its centre, at
        // (5.61, 5.61) for pixel (5, 5): u = v = 0.561, red 0.439² + 0.561² = 0.508 (129.5), green
        // and blue 0.561 (143.1). (At the centre, 0.55, they would be 128.8 and 140.3.)
        #expect(pixels[5, 5] == [255, 129, 143, 143])
        // Pixel (0, 0) at about 0.625: red 0.9375² + 0.0625² = 0.883 (225.1), green and blue 0.0625 (15.9).
        #expect(pixels[0, 0] == [255, 225, 16, 16])
        // Right of the mesh, the background.
        #expect(pixels[15, 5] == [255, 0, 0, 0])
        let twice = try render([shape(square(background: .black))], width: 20, height: 10, scale: 2)
        // At two pixels a point, pixel (10, 10)'s centre is at 5.25 pt, shaded at about 5.29: red
        // 0.471² + 0.529² = 0.502 (128), green and blue 0.529 (134.9).
        #expect(twice[10, 10] == [255, 128, 135, 135])
    }

    @Test func aMeshWhoseCountsDisagreePaintsNothing() throws {
        var mesh = square(background: .black)
        mesh.colors.removeLast()
        #expect(!mesh.isDrawable)
        let pixels = try render([.shape(ShapeDrawing(path: rectangle(0, 0, 10, 10), paint: .meshGradient(mesh)))],
                                width: 10, height: 10)
        #expect(pixels[5, 5] == [255, 255, 255, 255])
    }
}
