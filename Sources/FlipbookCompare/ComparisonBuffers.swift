import FlipbookImage

/// Shared set-up of every comparison: size checks, pixel views and the optional diff canvas.
enum ComparisonBuffers {
    /// Runs `body` over the pixels of two same-sized images and the diff canvas (nil when
    /// `diff` is nil). Returns the size-mismatch result without calling `body` when the images
    /// differ in size; throws when `diff` is not the size of `expected`.
    static func withBuffers(
        _ expected: RGBAImage, _ actual: RGBAImage, diff: inout RGBAImage?, alpha: Double,
        _ body: (PixelWords, PixelWords, DiffCanvas?) -> ComparisonResult
    ) throws(CompareError) -> ComparisonResult {
        let size = PixelSize(width: expected.width, height: expected.height)
        if let canvas = diff, canvas.width != size.width || canvas.height != size.height {
            throw CompareError("diff image is \(canvas.width)×\(canvas.height), expected \(size)")
        }
        guard actual.width == size.width, actual.height == size.height else {
            return ComparisonResult(expected: size, actual: PixelSize(width: actual.width, height: actual.height))
        }
        var canvas = diff
        diff = nil  // leave the canvas uniquely referenced so that painting does not copy it
        defer { diff = canvas }
        return expected.pixels.withUnsafeBytes { first in
            actual.pixels.withUnsafeBytes { second in
                guard let firstBase = first.baseAddress, let secondBase = second.baseAddress, !first.isEmpty else {
                    return ComparisonResult(width: size.width, height: size.height, diffCount: 0, antiAliasedCount: 0, diffBounds: nil)
                }
                let a = PixelWords(base: firstBase, width: size.width, height: size.height)
                let b = PixelWords(base: secondBase, width: size.width, height: size.height)
                guard canvas != nil else { return body(a, b, nil) }
                return canvas!.pixels.withUnsafeMutableBytes { output in
                    body(a, b, DiffCanvas(base: output.baseAddress!, alpha: alpha))
                }
            }
        }
    }

    /// Throws unless `value` is a finite number in `range`.
    static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws(CompareError) {
        guard value.isFinite, range.contains(value) else {
            throw CompareError("\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
    }
}
