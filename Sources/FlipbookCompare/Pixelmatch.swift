import FlipbookImage

/// Compares `expected` with `actual` exactly as pixelmatch v7.2.0 does and counts the pixels
/// that differ.
///
/// Pixels whose 32-bit RGBA words are equal match. Others are compared by YIQ distance
/// (semi-transparent pixels blended over the checkerboard or white); above
/// `35215 × threshold²` a pixel counts as different unless the anti-aliasing detector claims it
/// (see `PixelmatchOptions.includeAA`).
///
/// - Parameters:
///   - diff: nil for no diff image. Otherwise a canvas the size of `expected` (for instance
///     `RGBAImage(width:height:fill: (0, 0, 0, 0))`) painted like pixelmatch's output: a grey
///     copy of `expected` faded by `alpha`, `aaColor` for anti-aliased pixels and
///     `diffColor`/`diffColorAlt` for counted ones; with `diffMask` only counted pixels are
///     painted. Left unchanged when the sizes differ.
/// - Returns: the counts; a size-mismatch result (nothing compared) when the sizes differ.
/// - Throws: `CompareError` when `diff` has the wrong size, `threshold` is not in 0...1 or
///   `alpha` is not in 0...1.
public func pixelmatch(
    _ expected: RGBAImage, _ actual: RGBAImage, diff: inout RGBAImage?,
    options: PixelmatchOptions = PixelmatchOptions()
) throws(CompareError) -> ComparisonResult {
    try ComparisonBuffers.check(options.threshold, "threshold", in: 0...1)
    try ComparisonBuffers.check(options.alpha, "alpha", in: 0...1)
    return try ComparisonBuffers.withBuffers(expected, actual, diff: &diff, alpha: options.alpha) { a, b, canvas in
        PixelmatchRun(a: a, b: b, canvas: canvas, options: options).run()
    }
}

/// Compares `expected` with `actual` like pixelmatch v7.2.0 without producing a diff image.
public func pixelmatch(
    _ expected: RGBAImage, _ actual: RGBAImage, options: PixelmatchOptions = PixelmatchOptions()
) throws(CompareError) -> ComparisonResult {
    var diff: RGBAImage? = nil
    return try pixelmatch(expected, actual, diff: &diff, options: options)
}

/// One pixelmatch comparison over validated, same-sized buffers, in bands of rows on every
/// core (see `RowBands`).
struct PixelmatchRun: Sendable {
    let a: PixelWords
    let b: PixelWords
    let canvas: DiffCanvas?
    let options: PixelmatchOptions

    /// The counts of one band of rows.
    private struct Counts: Sendable {
        var diffCount = 0
        var antiAliasedCount = 0
        var bounds = BoundsAccumulator()
    }

    private var paintsBackground: Bool { canvas != nil && !options.diffMask }

    func run(bands: Int? = nil) -> ComparisonResult {
        let width = a.width, height = a.height
        let bands = bands ?? RowBands.count(rows: height, width: width)
        if isIdentical() {
            if paintsBackground {
                _ = RowBands.map(rows: height, bands: bands) { rows in
                    var canvas = self.canvas
                    var i = rows.lowerBound * width
                    let end = rows.upperBound * width
                    while i &+ 8 <= end {
                        canvas?.paintGray8(i, from: a)
                        i &+= 8
                    }
                    while i < end {
                        canvas?.paintGray(i, from: a[i])
                        i &+= 1
                    }
                }
            }
            return ComparisonResult(width: width, height: height, diffCount: 0, antiAliasedCount: 0, diffBounds: nil)
        }
        var total = Counts()
        for counts in RowBands.map(rows: height, bands: bands, compare(rows:)) {
            total.diffCount += counts.diffCount
            total.antiAliasedCount += counts.antiAliasedCount
            total.bounds.include(counts.bounds)
        }
        return ComparisonResult(
            width: width, height: height, diffCount: total.diffCount, antiAliasedCount: total.antiAliasedCount,
            diffBounds: total.bounds.rect)
    }

    /// Compares and paints `rows`; runs of equal pixels are passed over 64 or 32 bytes at a time.
    /// Pixels over the threshold are judged (anti-aliased or different) one row late, once the
    /// row below them has been read: the detector reads their neighbours, and then those rows
    /// are in the cache.
    @Sendable private func compare(rows: Range<Int>) -> Counts {
        let width = a.width
        var canvas = self.canvas
        let paintsBackground = self.paintsBackground
        let maxDelta = YIQ.maxDelta * options.threshold * options.threshold
        let detector = options.includeAA
            ? nil : AntiAliasingDetector(first: a, second: b, checkerboard: options.checkerboard)
        let darkerColor = options.diffColorAlt ?? options.diffColor
        var counts = Counts()
        // Pixels of the row above waiting for the detector, and of this row: column and delta.
        var waiting: [(x: Int, delta: Double)] = [], overThreshold: [(x: Int, delta: Double)] = []

        func judge(_ pixels: [(x: Int, delta: Double)], row y: Int) {
            for (x, delta) in pixels {
                let i = y * width + x
                if let detector, detector.isAntiAliased(x: x, y: y) {
                    counts.antiAliasedCount += 1
                    if paintsBackground { canvas?.paint(i, options.aaColor) }
                } else {
                    counts.diffCount += 1
                    counts.bounds.include(x: x, y: y)
                    canvas?.paint(i, delta < 0 ? darkerColor : options.diffColor)
                }
            }
        }

        for y in rows {
            let row = y &* width
            var x = 0
            while x < width {
                // Sixteen equal pixels (64 bytes) at once; a block with a difference, and the
                // row's last pixels, eight or one at a time.
                if x &+ 16 <= width, a.sixteenEqual(b, at: row &+ x) {
                    if paintsBackground {
                        canvas?.paintGray8(row &+ x, from: a)
                        canvas?.paintGray8(row &+ x &+ 8, from: a)
                    }
                    x &+= 16
                    continue
                }
                let end = min(x &+ 16, width)
                while x < end {
                    let stop = min(x &+ 8, end)
                    if stop &- x == 8, a.eightEqual(b, at: row &+ x) {
                        if paintsBackground { canvas?.paintGray8(row &+ x, from: a) }
                        x = stop
                        continue
                    }
                    while x < stop {
                        let i = row &+ x
                        let p1 = a[i], p2 = b[i]
                        if p1 == p2 {
                            if paintsBackground { canvas?.paintGray(i, from: p1) }
                        } else {
                            let delta = YIQ.delta(p1, p2, byteOffset: i &<< 2, checkerboard: options.checkerboard)
                            if abs(delta) <= maxDelta {
                                if paintsBackground { canvas?.paintGray(i, from: p1) }
                            } else {
                                overThreshold.append((x, delta))
                            }
                        }
                        x &+= 1
                    }
                }
            }
            judge(waiting, row: y - 1)
            swap(&waiting, &overThreshold)
            overThreshold.removeAll(keepingCapacity: true)
        }
        if let last = rows.last { judge(waiting, row: last) }
        return counts
    }

    /// Compares both buffers 64 bytes at a time.
    private func isIdentical() -> Bool {
        let count = a.width * a.height
        var index = 0
        while index + 16 <= count {
            if !a.sixteenEqual(b, at: index) { return false }
            index += 16
        }
        while index < count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}
