import FlipbookImage
import Testing
import FlipbookCompare

@Suite struct ComparisonResultTests {
    @Test func sizeMismatchIsADifferenceNotAnError() throws {
        let expected = uniform(4, 3, (0, 0, 0, 255))
        let actual = uniform(5, 2, (0, 0, 0, 255))
        var diff = blankCanvas(like: expected)
        let result = try pixelmatch(expected, actual, diff: &diff)
        #expect(result.sizeMismatch == PixelSize(width: 5, height: 2))
        #expect(result.width == 4 && result.height == 3)
        #expect(result.diffCount == 15 && result.diffRatio == 1 && !result.isMatch)
        #expect(result.diffBounds == PixelRect(x: 0, y: 0, width: 5, height: 3))
        #expect(diff == blankCanvas(like: expected))
    }

    @Test func boundsAndRatioCoverCountedPixels() throws {
        let base = uniform(10, 8, (0, 0, 0, 255))
        var changed = base
        changed[x: 2, y: 6] = (255, 255, 255, 255)
        changed[x: 7, y: 1] = (255, 0, 0, 255)
        let result = try pixelmatch(base, changed)
        #expect(result.diffCount == 2)
        #expect(result.diffBounds == PixelRect(x: 2, y: 1, width: 6, height: 6))
        #expect(result.diffRatio == 2.0 / 80.0)
        #expect(result.sizeMismatch == nil && !result.isMatch)
    }

    @Test func emptyImagesMatch() throws {
        let empty = uniform(0, 0, (0, 0, 0, 0))
        let result = try pixelmatch(empty, empty)
        #expect(result.isMatch && result.diffRatio == 0)
    }

    @Test(arguments: [
        (PixelmatchOptions(threshold: -0.1), "threshold must be in 0.0...1.0, got -0.1"),
        (PixelmatchOptions(threshold: .nan), "threshold must be in 0.0...1.0, got nan"),
        (PixelmatchOptions(alpha: 1.5), "alpha must be in 0.0...1.0, got 1.5"),
    ])
    func invalidOptionsThrow(options: PixelmatchOptions, message: String) {
        let picture = uniform(1, 1, (0, 0, 0, 255))
        let error = #expect(throws: CompareError.self) { try pixelmatch(picture, picture, options: options) }
        #expect(error?.description == message)
    }
}
