@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Offscreen layers: Gaussian kernels, shadows, blur, colour matrices, masks and blend modes.
@Suite struct LayerEffectTests {
    private func square(_ color: RGBAColor, _ x: Double, _ y: Double, _ side: Double) -> DisplayItem {
        .shape(ShapeDrawing(path: rectangle(x, y, side, side), paint: .color(color)))
    }

    @Test func gaussianKernelWeights() {
        let kernel = PixelBuffer.gaussianKernel(sigma: 1)
        let expected = [0.004433048175243745, 0.054005582622414484, 0.2420362293761143, 0.3990502796524549]
        #expect(kernel.count == 7)
        for (index, weight) in expected.enumerated() {
            #expect(abs(kernel[index] - weight) < 1e-15)
            #expect(abs(kernel[6 - index] - weight) < 1e-15)
        }
        #expect(PixelBuffer.gaussianKernel(sigma: 0.005) == [1])
    }

    @Test func blurredEdgeFollowsTheKernel() throws {
        let layer = GroupDrawing(items: [.shape(ShapeDrawing(path: rectangle(0, -20, 50, 60), paint: .color(.black)))],
                                 effects: [.blur(sigma: 2, opaque: false)])
        let pixels = try render([.group(layer)], width: 100, height: 20)
        // Column 50 gets the six weights left of centre: 102.04 of 255 black over white.
        #expect(pixels[50, 10] == [255, 153, 153, 153])
        #expect(pixels[49, 10] == [255, 102, 102, 102])
        #expect(pixels[47, 10] == [255, 26, 26, 26])
    }

    @Test func hardShadowIsOffsetBeneathTheLayer() throws {
        let layer = GroupDrawing(items: [square(red, 10, 10, 20)],
                                 effects: [.shadow(color: .black, sigma: 0, offset: CGSize(width: 10, height: 0))])
        let once = try render([.group(layer)], width: 50, height: 40)
        #expect(once[35, 20] == [255, 0, 0, 0])
        #expect(once[15, 20] == [255, 255, 0, 0])
        #expect(once[45, 20] == [255, 255, 255, 255])
        let twice = try render([.group(layer)], width: 50, height: 40, scale: 2)
        #expect(twice[70, 40] == [255, 0, 0, 0])
        #expect(twice[59, 40] == [255, 255, 0, 0])
    }

    @Test func colorMatrixOnStraightColours() throws {
        let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        #expect(invert.apply(RGBAColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.5))
            == RGBAColor(red: 0.75, green: 0.5, blue: 0, alpha: 0.5))
        let layer = GroupDrawing(items: [square(red, 0, 0, 10)], effects: [.colorMatrix(invert)])
        #expect(try render([.group(layer)], width: 10, height: 10)[5, 5] == [255, 0, 255, 255])
        #expect(ColorMatrix.identity.then(invert) == invert)
        #expect(invert.then(invert) == .identity)
    }

    @Test func badParametersAreSkippedOrClamped() throws {
        let square = square(red, 0, 0, 10)
        let skipped: [LayerEffect] = [.blur(sigma: .nan, opaque: false), .blur(sigma: .infinity, opaque: true),
                                      .shadow(color: .black, sigma: 1, offset: CGSize(width: CGFloat.nan, height: 0)),
                                      .colorMatrix(ColorMatrix([.nan] + Array(repeating: 0, count: 19)))]
        for effect in skipped {
            #expect(try render([.group(GroupDrawing(items: [square], effects: [effect]))], width: 10, height: 10)[5, 5]
                == [255, 255, 0, 0])
        }
        // A huge blur is clamped to σ = 100 px: at its centre the 10 × 10 square keeps alpha
        // 0.41 of 255, which rounds to nothing.
        let huge = GroupDrawing(items: [square], effects: [.blur(sigma: 1e9, opaque: false)])
        #expect(try render([.group(huge)], width: 10, height: 10)[5, 5] == [255, 255, 255, 255])
        #expect(PixelBuffer.gaussianKernel(sigma: 1e9).count == 601)
        #expect(ColorMatrix([1, 2]) == .identity)
    }

    @Test func maskKeepsOnlyWhereTheMaskIsOpaque() throws {
        let layer = GroupDrawing(items: [square(red, 0, 0, 40)], mask: [square(.black, 0, 0, 20)])
        let pixels = try render([.group(layer)], width: 40, height: 40)
        #expect(pixels[10, 10] == [255, 255, 0, 0])
        #expect(pixels[30, 10] == [255, 255, 255, 255])
    }

    @Test func multiplyBlendsWithWhatIsBeneath() throws {
        let yellow = RGBAColor(red: 1, green: 1, blue: 0)
        let layer = GroupDrawing(items: [square(RGBAColor(red: 0, green: 1, blue: 1), 0, 0, 10)], blendMode: .multiply)
        #expect(try render([square(yellow, 0, 0, 10), .group(layer)], width: 10, height: 10)[5, 5] == [255, 0, 255, 0])
    }
}
