import FlipbookDisplayList
import Foundation

extension PixelBuffer {
    /// Fills every pixel with `source` seen through a perspective warp.
    ///
    /// `backward` maps a pixel centre of this buffer (in its own pixel coordinates) to a position in
    /// `source`'s pixel coordinates, where pixel centres sit at whole numbers + 0.5. Each pixel is
    /// sampled bilinearly; where the warp shrinks `source` (a card seen nearly edge on), it averages
    /// a grid of such samples over the pixel's footprint (up to 8 × 8), so fine detail does not
    /// alias. Pixels that map behind the viewer (`w ≤ 0`) or outside `source` stay transparent;
    /// `source`'s edge fades over one pixel, like an antialiased edge.
    func warp(from source: PixelBuffer, backward m: ProjectiveTransform) {
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let w = px * m.m13 + py * m.m23 + m.m33
                guard w > 0 else { pixels[y * stride + x] = 0; continue }
                let u = (px * m.m11 + py * m.m21 + m.m31) / w, v = (px * m.m12 + py * m.m22 + m.m32) / w
                // How many source pixels one step of this pixel covers, along each axis.
                let alongX = max(abs(m.m11 - u * m.m13), abs(m.m12 - v * m.m13)) / w
                let alongY = max(abs(m.m21 - u * m.m23), abs(m.m22 - v * m.m23)) / w
                let (nx, ny) = (Self.sampleCount(alongX), Self.sampleCount(alongY))
                if nx == 1, ny == 1 {
                    pixels[y * stride + x] = Self.pack(source.bilinearSample(x: u - 0.5, y: v - 0.5), count: 1)
                    continue
                }
                var sum: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for j in 0..<ny {
                    for i in 0..<nx {
                        let sx = Double(x) + (Double(i) + 0.5) / Double(nx), sy = Double(y) + (Double(j) + 0.5) / Double(ny)
                        let sw = sx * m.m13 + sy * m.m23 + m.m33
                        guard sw > 0 else { continue }
                        let s = source.bilinearSample(x: (sx * m.m11 + sy * m.m21 + m.m31) / sw - 0.5,
                                                      y: (sx * m.m12 + sy * m.m22 + m.m32) / sw - 0.5)
                        sum = (sum.0 + s.0, sum.1 + s.1, sum.2 + s.2, sum.3 + s.3)
                    }
                }
                pixels[y * stride + x] = Self.pack(sum, count: nx * ny)
            }
        }
    }

    /// Samples per pixel along an axis whose step covers `footprint` source pixels (1…8).
    private static func sampleCount(_ footprint: Double) -> Int {
        footprint.isFinite ? min(max(Int((footprint - 1e-9).rounded(.up)), 1), 8) : 1
    }

    /// The average of `count` samples' (a, r, g, b) sums as a premultiplied pixel.
    private static func pack(_ sum: (Double, Double, Double, Double), count: Int) -> UInt32 {
        let n = Double(count)
        let a = byte(sum.0 / n)
        return a << 24 | min(byte(sum.1 / n), a) << 16 | min(byte(sum.2 / n), a) << 8 | min(byte(sum.3 / n), a)
    }

    /// The premultiplied (a, r, g, b) at (`x`, `y`) (pixel centres at whole numbers), interpolated
    /// from its four neighbours; pixels outside the buffer count as transparent.
    private func bilinearSample(x: Double, y: Double) -> (Double, Double, Double, Double) {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return (0, 0, 0, 0) }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ column: Int, _ row: Int) -> UInt32 {
            column >= 0 && column < width && row >= 0 && row < height ? pixels[row * stride + column] : 0
        }
        let (p00, p10, p01, p11) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
        let (w00, w10, w01, w11) = ((1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy)
        func channel(_ shift: UInt32) -> Double {
            w00 * Double(p00 >> shift & 0xFF) + w10 * Double(p10 >> shift & 0xFF)
                + w01 * Double(p01 >> shift & 0xFF) + w11 * Double(p11 >> shift & 0xFF)
        }
        return (channel(24), channel(16), channel(8), channel(0))
    }
}
