import Foundation
import Testing
import FlipbookGIF
import FlipbookImage

@Suite struct PSNRTests {
    @Test func identicalImagesAreInfinite() {
        let image = Frames.gradient(phase: 0)
        #expect(psnr(image, image) == .infinity)
    }

    @Test func oneChannelOffByOne() {
        let a = RGBAImage(width: 1, height: 1, fill: (10, 20, 30, 255))
        let b = RGBAImage(width: 1, height: 1, fill: (11, 20, 30, 255))
        #expect(psnr(a, b) == 10 * log10(255.0 * 255.0 * 3))
    }

    @Test func transparentPixelsCompareEqualWhateverTheirColour() {
        let a = RGBAImage(width: 2, height: 1, fill: (10, 20, 30, 0))
        let b = RGBAImage(width: 2, height: 1, fill: (0, 0, 0, 0))
        #expect(psnr(a, b) == .infinity)
    }

    @Test func sequencePSNRPoolsTheSquaredError() {
        let a = RGBAImage(width: 1, height: 1, fill: (10, 20, 30, 255))
        let b = RGBAImage(width: 1, height: 1, fill: (12, 20, 30, 255))
        #expect(psnr([a, a], [a, b]) == 10 * log10(255.0 * 255.0 / (4.0 / 6.0)))
    }
}
