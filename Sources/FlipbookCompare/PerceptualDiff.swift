import FlipbookImage

/// Counts the pixels whose CIEDE2000 colour difference ΔE₀₀ exceeds `options.deltaE`, a
/// perceptual alternative to `pixelmatch` (no anti-aliasing detection).
///
/// Colours are sRGB converted to CIELAB (D65). Pixels with equal RGBA words have ΔE 0. When
/// either pixel is semi-transparent both are composited over white and over black and the larger
/// ΔE of the two counts, so a change visible on any background is caught while fully transparent
/// pixels with different hidden colours still match.
///
/// - Parameter diff: nil, or a canvas the size of `expected` painted like `pixelmatch` paints
///   it (grey copy of `expected`, `diffColor`/`diffColorAlt` for counted pixels, `diffMask`).
/// - Throws: `CompareError` when `diff` has the wrong size, `deltaE` is negative or not finite,
///   or `alpha` is not in 0...1.
public func perceptualDiff(
    _ expected: RGBAImage, _ actual: RGBAImage, diff: inout RGBAImage?,
    options: PerceptualOptions = PerceptualOptions()
) throws(CompareError) -> ComparisonResult {
    guard options.deltaE.isFinite, options.deltaE >= 0 else {
        throw CompareError("deltaE must be a finite number ≥ 0, got \(options.deltaE)")
    }
    try ComparisonBuffers.check(options.alpha, "alpha", in: 0...1)
    return try ComparisonBuffers.withBuffers(expected, actual, diff: &diff, alpha: options.alpha) { a, b, output in
        var canvas = output
        let paintsBackground = canvas != nil && !options.diffMask
        let darkerColor = options.diffColorAlt ?? options.diffColor
        var diffCount = 0
        var bounds = BoundsAccumulator()
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = y * a.width + x
                let p1 = a[i], p2 = b[i]
                if p1 != p2, let darker = PerceptualMetric.exceeds(p1, p2, deltaE: options.deltaE) {
                    diffCount += 1
                    bounds.include(x: x, y: y)
                    canvas?.paint(i, darker ? darkerColor : options.diffColor)
                } else if paintsBackground {
                    canvas?.paintGray(i, from: p1)
                }
            }
        }
        return ComparisonResult(
            width: a.width, height: a.height, diffCount: diffCount, antiAliasedCount: 0, diffBounds: bounds.rect)
    }
}
