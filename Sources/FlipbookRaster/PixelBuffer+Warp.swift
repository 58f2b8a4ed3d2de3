import FlipbookDisplayList
import Foundation

extension PixelBuffer {
    /// Fills every pixel with `source` seen through a perspective warp, sampled bilinearly.
    ///
    /// `backward` maps a pixel centre of this buffer (in its own pixel coordinates) to a position in
    /// `source`'s pixel coordinates, where pixel centres sit at whole numbers + 0.5. Pixels that map
    /// behind the viewer (`w ≤ 0`) or outside `source` stay transparent; `source`'s edge fades over
    /// one pixel, like an antialiased edge.
    func warp(from source: PixelBuffer, backward: ProjectiveTransform) {
        for y in 0..<height {
            let py = Double(y) + 0.5
            for x in 0..<width {
                let px = Double(x) + 0.5
                let w = px * backward.m13 + py * backward.m23 + backward.m33
                guard w > 0 else { pixels[y * stride + x] = 0; continue }
                let sx = (px * backward.m11 + py * backward.m21 + backward.m31) / w - 0.5
                let sy = (px * backward.m12 + py * backward.m22 + backward.m32) / w - 0.5
                pixels[y * stride + x] = source.bilinearSample(x: sx, y: sy)
            }
        }
    }

    /// The premultiplied pixel at (`x`, `y`) (pixel centres at whole numbers), interpolated from
    /// its four neighbours; pixels outside the buffer count as transparent.
    private func bilinearSample(x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ column: Int, _ row: Int) -> UInt32 {
            column >= 0 && column < width && row >= 0 && row < height ? pixels[row * stride + column] : 0
        }
        let (p00, p10, p01, p11) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
        let (w00, w10, w01, w11) = ((1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy)
        func channel(_ shift: UInt32) -> UInt32 {
            Self.byte(w00 * Double(p00 >> shift & 0xFF) + w10 * Double(p10 >> shift & 0xFF)
                      + w01 * Double(p01 >> shift & 0xFF) + w11 * Double(p11 >> shift & 0xFF))
        }
        let a = channel(24)
        return a << 24 | min(channel(16), a) << 16 | min(channel(8), a) << 8 | min(channel(0), a)
    }
}
