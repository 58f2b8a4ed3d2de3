import Foundation
import FlipbookImage

/// A flat UI animation drawn without cairo: a card with rounded corners, a sliding button, a
/// toggle whose knob moves and colour fades, a growing progress bar and a bouncing badge, all
/// with analytically antialiased edges (coverage = clamp(0.5 − signed distance, 0, 1)).
struct SyntheticScene {
    let width: Int
    let height: Int

    /// A rounded rectangle and its fill.
    private struct Shape {
        var x, y, width, height, radius: Double
        var color: SIMD3<Double>

        /// Signed distance from the pixel centre (px, py) to the outline; negative inside.
        func distance(_ px: Double, _ py: Double) -> Double {
            let cx = abs(px - (x + width / 2)) - (width / 2 - radius)
            let cy = abs(py - (y + height / 2)) - (height / 2 - radius)
            let outside = (max(cx, 0) * max(cx, 0) + max(cy, 0) * max(cy, 0)).squareRoot()
            return outside + min(max(cx, cy), 0) - radius
        }
    }

    /// The frame at `time` seconds; the whole animation lasts 2.4 s.
    func frame(at time: Double) -> RGBAImage {
        let s = width < height ? Double(width) / 400 : Double(height) / 300
        let progress = time / 2.4
        let ease = 0.5 - 0.5 * cos(min(progress * 2, 1) * .pi)
        let toggleOn = SIMD3<Double>(52, 199, 89)
        let toggleOff = SIMD3<Double>(209, 209, 214)
        let shapes = [
            Shape(x: 20 * s, y: 20 * s, width: 360 * s, height: 260 * s, radius: 16 * s, color: [206, 212, 222]),
            Shape(x: 22 * s, y: 22 * s, width: 356 * s, height: 256 * s, radius: 15 * s, color: [255, 255, 255]),
            Shape(x: 40 * s, y: 44 * s, width: 200 * s, height: 14 * s, radius: 7 * s, color: [60, 64, 72]),
            Shape(x: 40 * s, y: 70 * s, width: 140 * s, height: 10 * s, radius: 5 * s, color: [150, 156, 166]),
            Shape(x: 300 * s, y: 44 * s, width: 52 * s, height: 30 * s, radius: 15 * s,
                  color: toggleOff + (toggleOn - toggleOff) * ease),
            Shape(x: (302 + 22 * ease) * s, y: 46 * s, width: 26 * s, height: 26 * s, radius: 13 * s, color: [255, 255, 255]),
            Shape(x: 40 * s, y: 110 * s, width: 320 * s, height: 8 * s, radius: 4 * s, color: [229, 229, 234]),
            Shape(x: 40 * s, y: 110 * s, width: max(8, 320 * progress) * s, height: 8 * s, radius: 4 * s, color: [0, 122, 255]),
            Shape(x: (40 + 180 * ease) * s, y: 150 * s, width: 140 * s, height: 44 * s, radius: 12 * s, color: [0, 122, 255]),
            Shape(x: (60 + 180 * ease) * s, y: 166 * s, width: 100 * s, height: 12 * s, radius: 6 * s, color: [255, 255, 255]),
            Shape(x: 40 * s, y: (220 + 20 * abs(sin(progress * 4 * .pi))) * s, width: 36 * s, height: 36 * s,
                  radius: 18 * s, color: [255, 59, 48]),
        ]
        var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 255))
        for y in 0..<height {
            for x in 0..<width {
                var color = SIMD3<Double>(242, 242, 247)
                for shape in shapes {
                    let coverage = min(max(0.5 - shape.distance(Double(x) + 0.5, Double(y) + 0.5), 0), 1)
                    if coverage > 0 { color += (shape.color - color) * coverage }
                }
                let i = (y * width + x) * 4
                image.pixels[i] = UInt8(color.x.rounded())
                image.pixels[i + 1] = UInt8(color.y.rounded())
                image.pixels[i + 2] = UInt8(color.z.rounded())
            }
        }
        return image
    }
}
