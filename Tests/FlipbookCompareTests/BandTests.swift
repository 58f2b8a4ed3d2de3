import FlipbookImage
import Testing
@testable import FlipbookCompare

/// Bands of rows compared on several cores give the counts, bounds and diff image of one band.
@Suite struct BandTests {
    /// `PixelmatchRun` over `bands` bands, with a diff image.
    private func run(_ a: RGBAImage, _ b: RGBAImage, options: PixelmatchOptions, bands: Int) -> (ComparisonResult, RGBAImage) {
        var diff = RGBAImage(width: a.width, height: a.height, fill: (0, 0, 0, 0))
        let result = a.pixels.withUnsafeBytes { first in
            b.pixels.withUnsafeBytes { second in
                diff.pixels.withUnsafeMutableBytes { canvas in
                    PixelmatchRun(
                        a: PixelWords(base: first.baseAddress!, width: a.width, height: a.height),
                        b: PixelWords(base: second.baseAddress!, width: a.width, height: a.height),
                        canvas: DiffCanvas(base: canvas.baseAddress!, alpha: options.alpha), options: options
                    ).run(bands: bands)
                }
            }
        }
        return (result, diff)
    }

    @Test(arguments: CrossCheckTests.pairs, [PixelmatchOptions(), PixelmatchOptions(includeAA: true), PixelmatchOptions(diffMask: true)])
    func anyNumberOfBandsGivesTheSameResult(pair: String, options: PixelmatchOptions) throws {
        let a = try Fixtures.image("\(pair)_a"), b = try Fixtures.image("\(pair)_b")
        let (single, singleDiff) = run(a, b, options: options, bands: 1)
        #expect(single.diffCount > 0)
        for bands in [2, 3, 7, a.height] {
            let (result, diff) = run(a, b, options: options, bands: bands)
            #expect(result == single)
            #expect(diff == singleDiff)
        }
    }

    @Test func largeImagesAreSplitAndCountAsOneBand() throws {
        // 1024×512 is above the size where the public function splits the rows.
        let a = image(1024, 512) { x, y in (x / 64 % 2 == y / 64 % 2) ? (40, 90, 200, 255) : (UInt8(x / 4), UInt8(y / 2), 128, 255) }
        var b = a
        for y in stride(from: 0, to: 512, by: 3) { b[x: (y * 37) % 1024, y: y] = (250, 10, 10, 255) }
        for x in 0..<1024 { b[x: x, y: 256] = (0, 0, 0, 255) }
        #expect(RowBands.count(rows: 512, width: 1024) > 1)
        var diff = blankCanvas(like: a)
        let (single, singleDiff) = run(a, b, options: PixelmatchOptions(), bands: 1)
        #expect(try pixelmatch(a, b, diff: &diff) == single)
        #expect(diff == singleDiff)
        // As the one-thread implementation counted before bands existed: of 1,195 changed pixels,
        // 3 are taken for anti-aliasing.
        #expect(single.diffCount == 1_192)
        #expect(single.antiAliasedCount == 3)
    }
}
