@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation

/// Renders `items` on white into a `width × height`-point surface at `scale` and returns the
/// premultiplied ARGB bytes of every pixel as (a, r, g, b) rows.
func render(_ items: [DisplayItem], width: Int, height: Int, scale: Double = 1,
            background: RGBAColor = .white) throws -> Pixels {
    let rasterizer = try Rasterizer(fonts: try FontSet.pinned(), pixelWidth: Int(Double(width) * scale),
                                    pixelHeight: Int(Double(height) * scale), scale: scale)
    rasterizer.render(DisplayList(items), background: background)
    return rasterizer.withPremultipliedPixels { data, w, h, stride in
        var rows: [[UInt32]] = []
        for y in 0..<h {
            let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            rows.append(Array(UnsafeBufferPointer(start: row, count: w)))
        }
        return Pixels(rows: rows)
    }
}

struct Pixels {
    let rows: [[UInt32]]

    /// (alpha, red, green, blue) of the pixel at column `x`, row `y`.
    subscript(x: Int, y: Int) -> [UInt32] {
        let p = rows[y][x]
        return [p >> 24, p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF]
    }
}

func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> PathData {
    PathData([.move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: x + width, y: y)),
              .line(to: CGPoint(x: x + width, y: y + height)), .line(to: CGPoint(x: x, y: y + height)), .closeSubpath])
}

let red = RGBAColor(red: 1, green: 0, blue: 0)
