import Testing
import FlipbookImage
import FlipbookReport

@Suite struct FrameToleranceTests {
    @Test func neitherLimitAllowsNothing() {
        #expect(FrameTolerance().allowedDiffPixels(pixelCount: 10_000) == 0)
    }

    @Test func theStricterLimitWins() {
        #expect(FrameTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.01).allowedDiffPixels(pixelCount: 100) == 1)
        #expect(FrameTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.5).allowedDiffPixels(pixelCount: 100) == 10)
        #expect(FrameTolerance(maxDiffPixelRatio: 0.25).allowedDiffPixels(pixelCount: 100) == 25)
    }

    @Test func exactCountsEveryChangedPixel() throws {
        let expected = RGBAImage(width: 4, height: 4, fill: (200, 200, 200, 255))
        var actual = expected
        actual[x: 1, y: 2] = (201, 200, 200, 255)
        let (verdict, _) = try ImageVerdict.compare(expected, actual, tolerance: .exact, makeDiff: false)
        #expect(verdict.reason == .pixelDiff)
        #expect(verdict.summary == "1 pixel (ratio 0.0625 of 4×4) differs, 0 allowed")
        let (loose, _) = try ImageVerdict.compare(expected, actual, tolerance: FrameTolerance(), makeDiff: false)
        #expect(loose.reason == .match)
    }

    @Test func aCountWithinTheLimitIsWithinTolerance() throws {
        let expected = RGBAImage(width: 10, height: 10, fill: (0, 0, 0, 255))
        var actual = expected
        actual[x: 0, y: 0] = (255, 255, 255, 255)
        actual[x: 9, y: 9] = (255, 255, 255, 255)
        let within = try ImageVerdict.compare(expected, actual, tolerance: FrameTolerance(maxDiffPixels: 2), makeDiff: false).verdict
        let over = try ImageVerdict.compare(expected, actual, tolerance: FrameTolerance(maxDiffPixels: 5, maxDiffPixelRatio: 0.01),
                                            makeDiff: false).verdict
        #expect(within.reason == .withinTolerance)
        #expect(over.reason == .pixelDiff)
        #expect(over.summary == "2 pixels (ratio 0.02 of 10×10) differ, 1 allowed")
    }

    @Test func aSizeMismatchIsALayoutDiff() throws {
        let (verdict, diff) = try ImageVerdict.compare(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)),
                                                       RGBAImage(width: 8, height: 2, fill: (0, 0, 0, 255)),
                                                       tolerance: .exact, makeDiff: true)
        #expect(verdict.reason == .layoutDiff)
        #expect(verdict.summary == "expected an image 4×4 px, received 8×2 px")
        #expect(diff == nil)
    }

    @Test func problemsAreNamed() {
        #expect(FrameTolerance(threshold: 1.5).problem == "threshold must be between 0 and 1 (got 1.5)")
        #expect(FrameTolerance(maxDiffPixels: -1).problem == "maxDiffPixels must be 0 or more (got -1)")
        #expect(FrameTolerance(maxDiffPixelRatio: .nan).problem == "maxDiffPixelRatio must be between 0 and 1 (got nan)")
        #expect(FrameTolerance.exact.summary == "threshold 0, anti-aliasing counted")
        #expect(FrameTolerance(maxDiffPixels: 5, maxDiffPixelRatio: 0.001).summary
                == "threshold 0.1, anti-aliasing ignored, at most 5 pixels, at most ratio 0.001")
    }
}
