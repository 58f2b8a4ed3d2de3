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
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
    }

    /// The normalised weights of a Gaussian of standard deviation `sigma` pixels, sampled at whole
    /// pixels −r…r with r = ⌈3σ⌉; `[1]` when σ < 0.01 (no blur).
    static func gaussianKernel(sigma: Double) -> [Double] {
        guard sigma >= 0.01 else { return [1] }
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
                let a = UInt32(min(max(values[i].rounded(), 0), 255))
                func c(_ v: Double) -> UInt32 { min(UInt32(min(max(v.rounded(), 0), 255)), a) }
                pixels[y * stride + x] = a << 24 | c(values[i + 1]) << 16 | c(values[i + 2]) << 8 | c(values[i + 3])
            }
        }
    }

    /// Separable convolution of interleaved `channels`-wide samples with `kernel`, horizontally then
    /// vertically. Samples beyond the edge are 0, or the nearest edge sample when `extendEdges`.
    func convolve(_ values: [Double], channels: Int, kernel: [Double], extendEdges: Bool) -> [Double] {
        guard kernel.count > 1 else { return values }
        let horizontal = Self.pass(values, channels: channels, kernel: kernel, extendEdges: extendEdges,
                                   count: width, lines: height, step: channels, lineStep: width * channels)
        return Self.pass(horizontal, channels: channels, kernel: kernel, extendEdges: extendEdges,
                         count: height, lines: width, step: width * channels, lineStep: channels)
    }

    /// One 1-D convolution over `lines` lines of `count` samples; `step` and `lineStep` are the
    /// distances (in values) between neighbouring samples and neighbouring lines.
    private static func pass(_ input: [Double], channels: Int, kernel: [Double], extendEdges: Bool,
                             count: Int, lines: Int, step: Int, lineStep: Int) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        let radius = kernel.count / 2
        input.withUnsafeBufferPointer { source in
            kernel.withUnsafeBufferPointer { weights in
                output.withUnsafeMutableBufferPointer { target in
                    for line in 0..<lines {
                        let base = line * lineStep
                        for position in 0..<count {
                            let first = max(position - radius, 0), last = min(position + radius, count - 1)
                            for channel in 0..<channels {
                                var sum = 0.0
                                var index = base + first * step + channel
                                for k in first...last {
                                    sum += weights[k - position + radius] * source[index]
                                    index += step
                                }
                                if extendEdges {
                                    let before = radius - position, after = position + radius - (count - 1)
                                    if before > 0 {
                                        var weight = 0.0
                                        for k in 0..<before { weight += weights[k] }
                                        sum += weight * source[base + channel]
                                    }
                                    if after > 0 {
                                        var weight = 0.0
                                        for k in (kernel.count - after)..<kernel.count { weight += weights[k] }
                                        sum += weight * source[base + (count - 1) * step + channel]
                                    }
                                }
                                target[base + position * step + channel] = sum
                            }
                        }
                    }
                }
            }
        }
        return output
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
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = (x - dx, y - dy)
                guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                alpha[y * width + x] = Double(pixels[sy * stride + sx] >> 24) / 255
            }
        }
        let shadow = convolve(alpha, channels: 1, kernel: Self.gaussianKernel(sigma: sigma), extendEdges: false)
        var values = channels()
        let premultiplied = [color.alpha, color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha]
        for i in 0..<width * height {
            let cover = 1 - values[i * 4] / 255
            for c in 0..<4 { values[i * 4 + c] += premultiplied[c] * 255 * shadow[i] * cover }
        }
        store(values)
    }

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
