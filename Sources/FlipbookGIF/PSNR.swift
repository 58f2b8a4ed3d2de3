#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FlipbookImage

/// Peak signal-to-noise ratio in dB between two images of the same size, over the R, G and B
/// channels premultiplied by alpha (so fully transparent pixels match whatever their colour):
/// `10 × log10(255² / MSE)`; `.infinity` when they are identical.
public func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    psnr([a], [b])
}

/// PSNR over whole sequences: the mean squared error of all frames together (frame `i` of `a`
/// against frame `i` of `b`; both must have the same count and sizes).
public func psnr(_ a: [RGBAImage], _ b: [RGBAImage]) -> Double {
    precondition(a.count == b.count, "PSNR of \(a.count) frames against \(b.count)")
    var squares = 0.0
    var samples = 0
    for (first, second) in zip(a, b) {
        precondition(first.width == second.width && first.height == second.height,
                     "PSNR of a \(first.width)×\(first.height) image against a \(second.width)×\(second.height) one")
        squares += squaredError(first.pixels, second.pixels)
        samples += first.width * first.height * 3
    }
    guard squares > 0 else { return .infinity }
    return 10 * log10(255 * 255 / (squares / Double(samples)))
}

private func squaredError(_ a: [UInt8], _ b: [UInt8]) -> Double {
    var total = 0.0
    var i = 0
    while i < a.count {
        let alphaA = Int(a[i + 3])
        let alphaB = Int(b[i + 3])
        for channel in 0..<3 {
            let difference = alphaA == 255 && alphaB == 255
                ? Double(Int(a[i + channel]) - Int(b[i + channel]))
                : Double(Int(a[i + channel]) * alphaA - Int(b[i + channel]) * alphaB) / 255
            total += difference * difference
        }
        i += 4
    }
    return total
}
