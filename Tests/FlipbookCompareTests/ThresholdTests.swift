import FlipbookImage
import Testing
@testable import FlipbookCompare

@Suite struct ThresholdTests {
    /// A grey step d has YIQ delta ≈ 0.5053 d²: 26 → 341.6, 27 → 368.4, and the default
    /// threshold 0.1 allows 35215 × 0.01 = 352.15.
    @Test func defaultThresholdEdge() throws {
        let base = uniform(4, 4, (100, 100, 100, 255))
        #expect(try pixelmatch(base, uniform(4, 4, (126, 126, 126, 255))).diffCount == 0)
        #expect(try pixelmatch(base, uniform(4, 4, (127, 127, 127, 255))).diffCount == 16)
        #expect(try pixelmatch(base, uniform(4, 4, (73, 73, 73, 255))).diffCount == 16)
        #expect(try pixelmatch(base, uniform(4, 4, (74, 74, 74, 255))).diffCount == 0)
    }

    @Test func deltaIsSignedAndMatchesTheFormula() {
        let grey100: UInt32 = 0xFF64_6464, grey127: UInt32 = 0xFF7F_7F7F
        let brighterSecond = YIQ.delta(grey100, grey127, byteOffset: 0, checkerboard: true)
        let darkerSecond = YIQ.delta(grey127, grey100, byteOffset: 0, checkerboard: true)
        #expect(abs(brighterSecond - 368.36370736727395) < 1e-9)
        #expect(darkerSecond == -brighterSecond)
    }

    @Test func thresholdZeroCountsAnyVisibleChange() throws {
        let base = uniform(3, 3, (100, 100, 100, 255))
        let options = PixelmatchOptions(threshold: 0)
        #expect(try pixelmatch(base, uniform(3, 3, (100, 100, 101, 255)), options: options).diffCount == 9)
        // Fully transparent pixels look the same whatever their colour bytes.
        let clear = pixelmatchCount(uniform(3, 3, (1, 2, 3, 0)), uniform(3, 3, (200, 100, 0, 0)), options)
        #expect(clear == 0)
    }

    @Test func thresholdOneIgnoresEvenBlackVersusWhite() throws {
        let result = try pixelmatch(
            uniform(3, 3, (0, 0, 0, 255)), uniform(3, 3, (255, 255, 255, 255)),
            options: PixelmatchOptions(threshold: 1))
        #expect(result.diffCount == 0)
        #expect(try pixelmatch(uniform(3, 3, (0, 0, 0, 255)), uniform(3, 3, (255, 255, 255, 255))).diffCount == 9)
    }

    private func pixelmatchCount(_ a: RGBAImage, _ b: RGBAImage, _ options: PixelmatchOptions) -> Int {
        (try? pixelmatch(a, b, options: options).diffCount) ?? -1
    }
}
