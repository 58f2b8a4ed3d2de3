import FlipbookImage
import Testing
import FlipbookCompare

@Suite struct DiffImageTests {
    /// Grey = 255 + (Y − 255) × alpha × a / 255, truncated: red at alpha 0.1 → 237.12 → 237,
    /// transparent → 255, blue (Y 29.19) → 232, and at alpha 0.5 → 142.
    @Test func identicalImagesTakeTheFastPathAndPaintGrey() throws {
        let picture = image(3, 1) { x, _ in [(255, 0, 0, 255), (0, 0, 0, 0), (0, 0, 255, 255)][x] }
        var diff = blankCanvas(like: picture)
        let result = try pixelmatch(picture, picture, diff: &diff)
        #expect(result.isMatch && result.diffCount == 0 && result.diffBounds == nil)
        #expect(diff?.pixels == [237, 237, 237, 255, 255, 255, 255, 255, 232, 232, 232, 255])

        _ = try pixelmatch(picture, picture, diff: &diff, options: PixelmatchOptions(alpha: 0.5))
        #expect(diff![x: 2, y: 0] == (142, 142, 142, 255))
        _ = try pixelmatch(picture, picture, diff: &diff, options: PixelmatchOptions(alpha: 1))
        #expect(diff![x: 0, y: 0] == (76, 76, 76, 255))
    }

    @Test func identicalImagesWithDiffMaskLeaveTheCanvasUntouched() throws {
        let picture = uniform(2, 2, (10, 20, 30, 255))
        var diff: RGBAImage? = uniform(2, 2, (1, 2, 3, 4))
        _ = try pixelmatch(picture, picture, diff: &diff, options: PixelmatchOptions(diffMask: true))
        #expect(diff == uniform(2, 2, (1, 2, 3, 4)))
    }

    /// Grey 100 → 200 (second brighter) is `diffColor`; 100 → 0 (second darker) `diffColorAlt`.
    @Test func diffColorAltMarksDarkerPixels() throws {
        let base = uniform(4, 1, (100, 100, 100, 255))
        let changed = image(4, 1) { x, _ in x < 2 ? (200, 200, 200, 255) : (0, 0, 0, 255) }
        var diff = blankCanvas(like: base)
        let green = RGBColor(r: 0, g: 255, b: 0)
        _ = try pixelmatch(base, changed, diff: &diff, options: PixelmatchOptions(diffColor: .red, diffColorAlt: green))
        #expect(diff?.pixels == [255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255])

        _ = try pixelmatch(base, changed, diff: &diff)
        #expect(diff == uniform(4, 1, (255, 0, 0, 255)))
    }

    @Test func diffMaskPaintsOnlyCountedPixels() throws {
        let base = image(6, 5) { x, _ in x < 3 ? (0, 0, 0, 255) : x == 3 ? (128, 128, 128, 255) : (255, 255, 255, 255) }
        var changed = base
        changed[x: 3, y: 2] = (64, 64, 64, 255)  // anti-aliasing: not painted in a mask
        changed[x: 0, y: 0] = (0, 0, 255, 255)  // real difference
        var diff = blankCanvas(like: base)
        let options = PixelmatchOptions(aaColor: RGBColor(r: 1, g: 1, b: 1), diffColor: RGBColor(r: 9, g: 8, b: 7), diffMask: true)
        let result = try pixelmatch(base, changed, diff: &diff, options: options)
        #expect(result.diffCount == 1 && result.antiAliasedCount == 1)
        var expected = RGBAImage(width: 6, height: 5, fill: (0, 0, 0, 0))
        expected[x: 0, y: 0] = (9, 8, 7, 255)
        #expect(diff == expected)
    }

    @Test func wrongCanvasSizeThrows() {
        let picture = uniform(3, 2, (0, 0, 0, 255))
        var diff: RGBAImage? = uniform(2, 3, (0, 0, 0, 0))
        let error = #expect(throws: CompareError.self) { try pixelmatch(picture, picture, diff: &diff) }
        #expect(error?.description == "diff image is 2×3, expected 3×2")
    }
}
