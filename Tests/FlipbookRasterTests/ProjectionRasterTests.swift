@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Groups with a perspective projection: drawn flat offscreen, then warped with bilinear sampling.
@Suite struct ProjectionRasterTests {
    private let leftHalf = DisplayItem.shape(ShapeDrawing(path: rectangle(0, 0, 50, 100), paint: .color(red)))
    private let whole = DisplayItem.shape(ShapeDrawing(path: rectangle(0, 0, 100, 100), paint: .color(red)))

    /// x → 100 − x, with a perspective term too small to matter but enough to take the warp path.
    private let mirror = ProjectiveTransform(m11: -1, m12: 0, m13: 1e-12, m21: 0, m22: 1, m23: 0, m31: 100, m32: 0, m33: 1)

    @Test func mirrorMovesTheLeftHalfToTheRight() throws {
        let pixels = try render([.group(GroupDrawing(items: [leftHalf], projection: mirror))], width: 100, height: 100)
        #expect(pixels[75, 50] == [255, 255, 0, 0])
        #expect(pixels[51, 50] == [255, 255, 0, 0])
        #expect(pixels[25, 50] == [255, 255, 255, 255])
        #expect(pixels[48, 50] == [255, 255, 255, 255])
    }

    @Test func perspectiveDivisionShrinksTheFarSide() throws {
        // w = 1 + x/100: x' = x/w, y' = y/w; the square becomes a trapezoid 50 pt wide whose
        // right edge spans y' 0…50.
        let perspective = ProjectiveTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let pixels = try render([.group(GroupDrawing(items: [whole], projection: perspective))], width: 100, height: 100)
        #expect(pixels[10, 5] == [255, 255, 0, 0])
        #expect(pixels[45, 40] == [255, 255, 0, 0])
        #expect(pixels[45, 80] == [255, 255, 255, 255])
        #expect(pixels[60, 10] == [255, 255, 255, 255])
        #expect(pixels[10, 95] == [255, 255, 255, 255])
    }

    @Test func scaleAndOpacityApplyAroundTheWarp() throws {
        let group = GroupDrawing(opacity: 0.5, items: [leftHalf], projection: mirror)
        let pixels = try render([.group(group)], width: 100, height: 100, scale: 2)
        #expect(pixels[150, 100] == [255, 255, 127, 127])
        #expect(pixels[50, 100] == [255, 255, 255, 255])
    }

    @Test func aLayerAroundAProjectedGroupHoldsWhereTheProjectionDraws() throws {
        // The outer layer (opacity 0.5) must cover the warped content at x 50…100, not only the
        // flat content's 0…50.
        let projected = GroupDrawing(items: [leftHalf], projection: mirror)
        let pixels = try render([.group(GroupDrawing(opacity: 0.5, items: [.group(projected)]))], width: 100, height: 100)
        #expect(pixels[75, 50] == [255, 255, 127, 127])
        #expect(pixels[51, 50] == [255, 255, 127, 127])
        #expect(pixels[25, 50] == [255, 255, 255, 255])
    }

    @Test func shrinkingAveragesTheFootprintInsteadOfAliasing() throws {
        // One-pixel black stripes on every other column, squeezed to a third: one sample per pixel
        // would land on a single column (black or white, alternating); three samples per pixel
        // give one or two thirds of grey.
        let stripes = (0..<150).map { DisplayItem.shape(ShapeDrawing(path: rectangle(Double(2 * $0), 0, 1, 20), paint: .color(.black))) }
        let squeeze = ProjectiveTransform(m11: 1.0 / 3, m12: 0, m13: 1e-12, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let pixels = try render([.group(GroupDrawing(items: stripes, projection: squeeze))], width: 100, height: 20)
        for x in [3, 10, 11, 30] {
            let grey = pixels[x, 10][1]
            #expect(grey == 85 || grey == 170, "pixel \(x): \(grey)")
        }
    }

    @Test func contentBehindTheViewerIsNotDrawn() throws {
        let behind = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        let pixels = try render([.group(GroupDrawing(items: [whole], projection: behind))], width: 100, height: 100)
        #expect(pixels.rows.allSatisfy { $0.allSatisfy { $0 == 0xFFFF_FFFF } })
    }

    @Test func singularOrNonFiniteProjectionsDrawNothing() throws {
        let singular = ProjectiveTransform(m11: 0, m12: 0, m13: 0.01, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 1)
        var broken = mirror
        broken.m21 = .nan
        for projection in [singular, broken] {
            let pixels = try render([.group(GroupDrawing(items: [whole], projection: projection))], width: 20, height: 20)
            #expect(pixels.rows.allSatisfy { $0.allSatisfy { $0 == 0xFFFF_FFFF } })
        }
    }

    @Test func affineProjectionsDrawLikeTransforms() throws {
        let shift = ProjectiveTransform(.init(translationX: 50, y: 0))
        let projected = try render([.group(GroupDrawing(items: [leftHalf], projection: shift))], width: 100, height: 100)
        let transformed = try render([.group(GroupDrawing(transform: .init(translationX: 50, y: 0), items: [leftHalf]))],
                                     width: 100, height: 100)
        #expect(projected.rows == transformed.rows)
    }

    @Test func inverseUndoesTheTransform() throws {
        let transform = ProjectiveTransform(m11: 2, m12: 0.5, m13: 0.01, m21: -1, m22: 1, m23: 0.002, m31: 3, m32: 4, m33: 1)
        let inverse = try #require(transform.inverted())
        let point = CGPoint(x: 12, y: -7)
        let forward = try #require(transform.applied(to: point))
        let back = try #require(inverse.applied(to: forward))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
    }
}
