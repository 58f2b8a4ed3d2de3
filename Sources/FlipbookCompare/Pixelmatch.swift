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

/// One pixelmatch comparison over validated, same-sized buffers.
private struct PixelmatchRun {
    let a: PixelWords
    let b: PixelWords
    let canvas: DiffCanvas?
    let options: PixelmatchOptions

    func run() -> ComparisonResult {
        let width = a.width, height = a.height
        var canvas = self.canvas
        let paintsBackground = canvas != nil && !options.diffMask
        if isIdentical() {
            if paintsBackground {
                for i in 0..<(width * height) { canvas?.paintGray(i, from: a[i]) }
            }
            return ComparisonResult(width: width, height: height, diffCount: 0, antiAliasedCount: 0, diffBounds: nil)
        }

        let maxDelta = YIQ.maxDelta * options.threshold * options.threshold
        let detector = options.includeAA
            ? nil : AntiAliasingDetector(first: a, second: b, checkerboard: options.checkerboard)
        let darkerColor = options.diffColorAlt ?? options.diffColor
        var diffCount = 0, antiAliasedCount = 0
        var bounds = BoundsAccumulator()
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                let i = row + x
                let p1 = a[i], p2 = b[i]
                var delta = 0.0
                if p1 != p2 {
                    delta = YIQ.delta(p1, p2, byteOffset: i * 4, checkerboard: options.checkerboard)
                }
                if abs(delta) <= maxDelta {
                    if paintsBackground { canvas?.paintGray(i, from: p1) }
                } else if let detector, detector.isAntiAliased(x: x, y: y) {
                    antiAliasedCount += 1
                    if paintsBackground { canvas?.paint(i, options.aaColor) }
                } else {
                    diffCount += 1
                    bounds.include(x: x, y: y)
                    canvas?.paint(i, delta < 0 ? darkerColor : options.diffColor)
                }
            }
        }
        return ComparisonResult(
            width: width, height: height, diffCount: diffCount, antiAliasedCount: antiAliasedCount,
            diffBounds: bounds.rect)
    }

    /// Compares both buffers 32 bytes at a time.
    private func isIdentical() -> Bool {
        let count = a.width * a.height * 4
        var offset = 0
        while offset + 32 <= count {
            var different: UInt64 = 0
            for lane in Swift.stride(from: offset, to: offset + 32, by: 8) {
                different |= a.base.loadUnaligned(fromByteOffset: lane, as: UInt64.self)
                    ^ b.base.loadUnaligned(fromByteOffset: lane, as: UInt64.self)
            }
            if different != 0 { return false }
            offset += 32
        }
        while offset < count {
            if a[offset / 4] != b[offset / 4] { return false }
            offset += 4
        }
        return true
    }
}
