extension PixelBuffer {
    /// A Gaussian blur of `sigma` pixels (edges extended) for material backdrops, whose blurs are
    /// wide: the pixels are averaged in blocks of about σ/4, the small image blurred by the rest of
    /// σ, then scaled back up bilinearly. The cost hardly grows with σ, and at these radii the
    /// result is indistinguishable from the full-resolution blur.
    func backdropBlur(sigma: Double) {
        let factor = max(1, Int(sigma / 4))
        guard factor > 1 else { return blur(sigma: sigma, opaque: false) }
        let (smallWidth, smallHeight) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
        var small = [Double](repeating: 0, count: smallWidth * smallHeight * 4)
        let full = channels()
        for y in 0..<height {
            for x in 0..<width {
                let source = (y * width + x) * 4, target = ((y / factor) * smallWidth + x / factor) * 4
                for c in 0..<4 { small[target + c] += full[source + c] }
            }
        }
        for sy in 0..<smallHeight {
            for sx in 0..<smallWidth {
                let count = Double(min(factor, width - sx * factor) * min(factor, height - sy * factor))
                for c in 0..<4 { small[(sy * smallWidth + sx) * 4 + c] /= count }
            }
        }
        // Block averaging is a box of variance (f² − 1) / 12 pixels²; the Gaussian adds the rest.
        let remaining = (sigma * sigma - Double(factor * factor - 1) / 12).squareRoot() / Double(factor)
        let blurred = Self.blurred(small, width: smallWidth, height: smallHeight, sigma: remaining)
        var result = [Double](repeating: 0, count: full.count)
        let scale = 1 / Double(factor)
        for y in 0..<height {
            let fy = min(max((Double(y) + 0.5) * scale - 0.5, 0), Double(smallHeight - 1))
            let y0 = Int(fy), y1 = min(y0 + 1, smallHeight - 1), wy = fy - Double(y0)
            for x in 0..<width {
                let fx = min(max((Double(x) + 0.5) * scale - 0.5, 0), Double(smallWidth - 1))
                let x0 = Int(fx), x1 = min(x0 + 1, smallWidth - 1), wx = fx - Double(x0)
                let i = (y * width + x) * 4
                for c in 0..<4 {
                    let top = blurred[(y0 * smallWidth + x0) * 4 + c] * (1 - wx) + blurred[(y0 * smallWidth + x1) * 4 + c] * wx
                    let bottom = blurred[(y1 * smallWidth + x0) * 4 + c] * (1 - wx) + blurred[(y1 * smallWidth + x1) * 4 + c] * wx
                    result[i + c] = top * (1 - wy) + bottom * wy
                }
            }
        }
        store(result)
    }

    /// `values` (interleaved a, r, g, b of a `width × height` image) blurred with edges extended.
    private static func blurred(_ values: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        let kernel = gaussianKernel(sigma: sigma)
        guard kernel.count > 1 else { return values }
        let horizontal = pass(values, kernel: kernel, extendEdges: true, blocks: height, count: width, sampleSize: 4)
        return pass(horizontal, kernel: kernel, extendEdges: true, blocks: 1, count: height, sampleSize: width * 4)
    }
}
