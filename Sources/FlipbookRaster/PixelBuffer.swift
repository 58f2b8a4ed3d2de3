import FlipbookDisplayList
import Foundation

/// Premultiplied ARGB32 pixels (cairo's layout: native-endian `0xAARRGGBB`) and the pixel passes
/// Flipbook runs on offscreen layers: Gaussian blur, shadows, colour matrices.
struct PixelBuffer {
    let width: Int
    let height: Int
    /// Row stride in pixels.
    let stride: Int
    let pixels: UnsafeMutablePointer<UInt32>

    static func premultipliedPixel(_ color: RGBAColor) -> UInt32 {
        let a = color.alpha
        func byte(_ v: Double) -> UInt32 { Self.byte(v * 255) }
        return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
    }

    /// The largest standard deviation blurs use, in pixels: wider blurs are clamped to it, which
    /// keeps the work per pixel bounded (601 weights).
    static let maximumSigma = 100.0

    /// The normalised weights of a Gaussian of standard deviation `sigma` pixels (at most
    /// `maximumSigma`), sampled at whole pixels −r…r with r = ⌈3σ⌉; `[1]` when σ < 0.01 (no blur).
    static func gaussianKernel(sigma: Double) -> [Double] {
        guard sigma >= 0.01 else { return [1] }
        let sigma = min(sigma, maximumSigma)
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// The four premultiplied channels as doubles, channel-interleaved (a, r, g, b).
    func channels() -> [Double] {
        var result = [Double](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * stride + x], i = (y * width + x) * 4
                result[i] = Double(p >> 24)
                result[i + 1] = Double(p >> 16 & 0xFF)
                result[i + 2] = Double(p >> 8 & 0xFF)
                result[i + 3] = Double(p & 0xFF)
            }
        }
        return result
    }

    /// Writes interleaved (a, r, g, b) doubles back, rounded and kept premultiplied (colour ≤ alpha).
    func store(_ values: [Double]) {
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = Self.byte(values[i])
                func c(_ v: Double) -> UInt32 { min(Self.byte(v), a) }
                pixels[y * stride + x] = a << 24 | c(values[i + 1]) << 16 | c(values[i + 2]) << 8 | c(values[i + 3])
            }
        }
    }

    /// Separable convolution of interleaved `channels`-wide samples with `kernel`, horizontally then
    /// vertically. Samples beyond the edge are 0, or the nearest edge sample when `extendEdges`.
    func convolve(_ values: [Double], channels: Int, kernel: [Double], extendEdges: Bool) -> [Double] {
        guard kernel.count > 1 else { return values }
        let horizontal = Self.pass(values, kernel: kernel, extendEdges: extendEdges,
                                   blocks: height, count: width, sampleSize: channels)
        return Self.pass(horizontal, kernel: kernel, extendEdges: extendEdges,
                         blocks: 1, count: height, sampleSize: width * channels)
    }

    /// One 1-D convolution over `blocks` consecutive runs of `count` samples of `sampleSize`
    /// contiguous values (a row of pixels, or the whole image as a column of rows), written as one
    /// contiguous multiply-add per kernel weight so the compiler can vectorise it.
    static func pass(_ input: [Double], kernel: [Double], extendEdges: Bool,
                             blocks: Int, count: Int, sampleSize: Int) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        let radius = kernel.count / 2
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for block in 0..<blocks {
                    let base = block * count * sampleSize
                    for (k, weight) in kernel.enumerated() {
                        let shift = k - radius
                        let low = min(max(0, -shift), count), high = max(min(count, count - shift), 0)
                        if low < high {
                            multiplyAdd(weight, source.baseAddress! + base + (low + shift) * sampleSize,
                                        into: target.baseAddress! + base + low * sampleSize,
                                        count: (high - low) * sampleSize)
                        }
                        guard extendEdges else { continue }
                        for (range, edge) in [(0..<low, 0), (max(high, low)..<count, count - 1)] {
                            for sample in range {
                                for j in 0..<sampleSize {
                                    target[base + sample * sampleSize + j] += weight * source[base + edge * sampleSize + j]
                                }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// `target[i] += weight × source[i]` for `count` values, four at a time (each element gets
    /// exactly the scalar operations, so results do not depend on the chunking).
    private static func multiplyAdd(_ weight: Double, _ source: UnsafePointer<Double>,
                                    into target: UnsafeMutablePointer<Double>, count: Int) {
        let weights = SIMD4<Double>(repeating: weight)
        var i = 0
        while i + 4 <= count {
            let sum = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD4<Double>.self)
                + weights * UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<Double>.self)
            UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD4<Double>.self)
            i += 4
        }
        while i < count {
            target[i] += weight * source[i]
            i += 1
        }
    }

    /// Blurs the pixels with a Gaussian of `sigma` pixels; `opaque` extends the edges and makes
    /// every pixel fully opaque.
    func blur(sigma: Double, opaque: Bool) {
        var values = convolve(channels(), channels: 4, kernel: Self.gaussianKernel(sigma: sigma), extendEdges: opaque)
        if opaque {
            for i in Swift.stride(from: 0, to: values.count, by: 4) {
                let a = values[i]
                guard a > 0 else { values[i + 1...i + 3] = [0, 0, 0]; values[i] = 255; continue }
                for c in 1...3 { values[i + c] *= 255 / a }
                values[i] = 255
            }
        }
        store(values)
    }

    /// Draws beneath the pixels their alpha blurred by `sigma` pixels, moved by (`dx`, `dy`) whole
    /// pixels and painted in `color`.
    func addShadow(color: RGBAColor, sigma: Double, dx: Int, dy: Int) {
        var alpha = [Double](repeating: 0, count: width * height)
        for y in max(dy, 0)..<min(height + dy, height) {
            for x in max(dx, 0)..<min(width + dx, width) {
                alpha[y * width + x] = Double(pixels[(y - dy) * stride + x - dx] >> 24) / 255
            }
        }
        let shadow = convolve(alpha, channels: 1, kernel: Self.gaussianKernel(sigma: sigma), extendEdges: false)
        let paint = [color.alpha, color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha].map { $0 * 255 }
        shadow.withUnsafeBufferPointer { shadow in
            for y in 0..<height {
                for x in 0..<width {
                    let coverage = shadow[y * width + x]
                    guard coverage > 0 else { continue }
                    let p = pixels[y * stride + x]
                    let below = coverage * Double(255 - p >> 24) / 255
                    func channel(_ shift: UInt32, _ index: Int) -> UInt32 {
                        Self.byte(Double(p >> shift & 0xFF) + paint[index] * below) << shift
                    }
                    let a = channel(24, 0)
                    pixels[y * stride + x] = a | min(channel(16, 1), a >> 8) | min(channel(8, 2), a >> 16) | min(channel(0, 3), a >> 24)
                }
            }
        }
    }

    /// `value` rounded half up to a byte, clamped to 0…255.
    static func byte(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 255) + 0.5) }

    /// Replaces each pixel's straight colour with `matrix` applied to it.
    func apply(_ matrix: ColorMatrix) {
        let m = matrix.entries
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * stride + x]
                let a = Double(p >> 24) / 255
                let scale = a > 0 ? 1 / (255 * a) : 0
                let (r, g, b) = (Double(p >> 16 & 0xFF) * scale, Double(p >> 8 & 0xFF) * scale, Double(p & 0xFF) * scale)
                func row(_ i: Int) -> Double {
                    min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4], 0), 1)
                }
                pixels[y * stride + x] = Self.premultipliedPixel(RGBAColor(red: row(0), green: row(5), blue: row(10), alpha: row(15)))
            }
        }
    }
}
