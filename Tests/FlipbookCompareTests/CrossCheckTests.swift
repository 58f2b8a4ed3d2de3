import FlipbookImage
import Testing
import FlipbookCompare

/// Counts and diff images produced by independent pixelmatch ports on the fixture pairs (see
/// Fixtures/make_fixtures.py): pixelmatch-fast 1.3.4 (v7 algorithm, checkerboard) for counts and
/// byte-exact diff images, pixelmatch 0.4.0 (v5 algorithm, white) for counts.
@Suite struct CrossCheckTests {
    static let pairs = ["shapes", "translucent", "noise"]
    static let optionSets: [String: PixelmatchOptions] = [
        "default": PixelmatchOptions(),
        "threshold005": PixelmatchOptions(threshold: 0.05),
        "includeaa": PixelmatchOptions(includeAA: true),
        "alt": PixelmatchOptions(
            threshold: 0.2, alpha: 0.5, aaColor: RGBColor(r: 0, g: 0, b: 255),
            diffColorAlt: RGBColor(r: 0, g: 255, b: 0)),
        "mask": PixelmatchOptions(diffColor: RGBColor(r: 255, g: 0, b: 255), diffMask: true),
    ]

    @Test(arguments: pairs, optionSets.keys.sorted())
    func checkerboardMatchesPixelmatchV7(pair: String, optionName: String) throws {
        let a = try Fixtures.image("\(pair)_a"), b = try Fixtures.image("\(pair)_b")
        let expectedCount = try #require(try Fixtures.expectations()["checkerboard"]?["\(pair)/\(optionName)"])
        var diff = blankCanvas(like: a)
        let result = try pixelmatch(a, b, diff: &diff, options: #require(Self.optionSets[optionName]))
        #expect(result.diffCount == expectedCount)
        #expect(diff == (try Fixtures.image("\(pair)_\(optionName)_diff")))
        #expect(try pixelmatch(a, b, options: #require(Self.optionSets[optionName])) == result)
    }

    @Test(arguments: pairs, ["default", "threshold005", "includeaa"])
    func whiteMatchesPixelmatchV5(pair: String, optionName: String) throws {
        let a = try Fixtures.image("\(pair)_a"), b = try Fixtures.image("\(pair)_b")
        let expectedCount = try #require(try Fixtures.expectations()["white"]?["\(pair)/\(optionName)"])
        var options = try #require(Self.optionSets[optionName])
        options.checkerboard = false
        #expect(try pixelmatch(a, b, options: options).diffCount == expectedCount)
    }
}
