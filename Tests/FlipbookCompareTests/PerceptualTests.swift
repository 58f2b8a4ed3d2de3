import FlipbookImage
import Testing
import FlipbookCompare

@Suite struct PerceptualTests {
    /// Pairs and ΔE₀₀ from Sharma, Wu & Dalal (2005), table 1 (also checked with colour-science).
    static let sharma: [((Double, Double, Double), (Double, Double, Double), Double)] = [
        ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
        ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
        ((50, 2.8361, -74.0200), (50, 0, -82.7485), 3.4412),
        ((50, 0, 0), (50, -1, 2), 2.3669),
        ((50, 2.49, -0.001), (50, -2.49, 0.0009), 7.1792),
        ((50, 2.5, 0), (73, 25, -18), 27.1492),
        ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0000),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ]

    @Test(arguments: sharma.indices)
    func deltaE2000MatchesSharmaTable(index: Int) {
        let (p, q, expected) = Self.sharma[index]
        let a = CIELab(l: p.0, a: p.1, b: p.2), b = CIELab(l: q.0, a: q.1, b: q.2)
        #expect(abs(a.deltaE2000(to: b) - expected) < 0.00005)
        #expect(abs(b.deltaE2000(to: a) - expected) < 0.00005)
    }

    @Test func sRGBToLab() {
        let red = CIELab(sRGBRed: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.2408) < 0.0001 && abs(red.a - 80.0925) < 0.0001 && abs(red.b - 67.2032) < 0.0001)
        let white = CIELab(sRGBRed: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        #expect(abs(CIELab(sRGBRed: 128, green: 128, blue: 128).l - 53.585) < 0.001)
    }

    /// ΔE₀₀ from grey 128 (computed with colour-science): (129, 128, 128) 0.58,
    /// (150, 128, 128) 10.22, (90, 90, 90) 14.73.
    @Test func countsPixelsAboveTheThreshold() throws {
        let base = uniform(4, 2, (128, 128, 128, 255))
        let changed = image(4, 2) { x, _ in [(129, 128, 128, 255), (128, 128, 128, 255), (150, 128, 128, 255), (90, 90, 90, 255)][x] }
        var diff = blankCanvas(like: base)
        let green = RGBColor(r: 0, g: 255, b: 0)
        let result = try perceptualDiff(base, changed, diff: &diff, options: PerceptualOptions(diffColorAlt: green))
        #expect(result.diffCount == 4)
        #expect(result.diffBounds == PixelRect(x: 2, y: 0, width: 2, height: 2))
        #expect(diff![x: 2, y: 1] == (255, 0, 0, 255))
        #expect(diff![x: 3, y: 0] == (0, 255, 0, 255))
        #expect(diff![x: 0, y: 0] == (242, 242, 242, 255))
        #expect(try perceptualDiff(base, changed, diff: &diff, options: PerceptualOptions(deltaE: 12)).diffCount == 2)
    }

    @Test func transparencyIsJudgedOverWhiteAndBlack() throws {
        var none: RGBAImage? = nil
        let clearBlack = uniform(2, 2, (0, 0, 0, 0))
        #expect(try perceptualDiff(clearBlack, uniform(2, 2, (255, 255, 255, 0)), diff: &none).diffCount == 0)
        #expect(try perceptualDiff(clearBlack, uniform(2, 2, (255, 255, 255, 255)), diff: &none).diffCount == 4)
        #expect(try perceptualDiff(clearBlack, uniform(2, 2, (0, 0, 0, 255)), diff: &none).diffCount == 4)
        #expect(try perceptualDiff(uniform(2, 2, (10, 20, 30, 200)), uniform(2, 2, (10, 20, 30, 201)), diff: &none).isMatch)
    }

    @Test func sizeMismatchAndInvalidOptions() throws {
        var none: RGBAImage? = nil
        let result = try perceptualDiff(uniform(2, 2, (0, 0, 0, 255)), uniform(2, 3, (0, 0, 0, 255)), diff: &none)
        #expect(result.sizeMismatch == PixelSize(width: 2, height: 3))
        let error = #expect(throws: CompareError.self) {
            try perceptualDiff(uniform(1, 1, (0, 0, 0, 255)), uniform(1, 1, (0, 0, 0, 255)), diff: &none, options: PerceptualOptions(deltaE: -1))
        }
        #expect(error?.description == "deltaE must be a finite number ≥ 0, got -1.0")
    }
}
