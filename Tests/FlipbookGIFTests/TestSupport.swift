import Foundation
import FlipbookImage

/// Test frames built from rectangles of flat colour.
enum Frames {
    /// A `width`×`height` image filled with `background`, with each rect painted in order.
    static func make(
        width: Int, height: Int, background: (UInt8, UInt8, UInt8, UInt8),
        rects: [(x: Int, y: Int, width: Int, height: Int, color: (UInt8, UInt8, UInt8, UInt8))] = []
    ) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: background)
        for rect in rects {
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    image[x: x, y: y] = (rect.color.0, rect.color.1, rect.color.2, rect.color.3)
                }
            }
        }
        return image
    }

    /// A square of `color` sliding right by `step` pixels per frame over a grey background.
    static func sliding(count: Int, step: Int = 3, color: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)) -> [RGBAImage] {
        (0..<count).map { i in
            make(width: 64, height: 48, background: (242, 242, 247, 255),
                 rects: [(x: 4 + i * step, y: 10, width: 20, height: 20, color: color)])
        }
    }

    /// A smooth colour gradient shifted by `phase`: thousands of colours.
    static func gradient(phase: Int) -> RGBAImage {
        var image = RGBAImage(width: 96, height: 64, fill: (0, 0, 0, 255))
        for y in 0..<64 {
            for x in 0..<96 {
                image[x: x, y: y] = (UInt8((x * 255 / 95 + phase) % 256), UInt8(y * 255 / 63), UInt8((x + y) * 255 / 158), 255)
            }
        }
        return image
    }

    /// What a GIF shows for `image`: alpha < 128 becomes (0, 0, 0, 0), other pixels opaque.
    static func expectedDisplay(_ image: RGBAImage) -> RGBAImage {
        var result = image
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            if result.pixels[i + 3] < 128 {
                result.pixels[i..<(i + 4)] = [0, 0, 0, 0]
            } else {
                result.pixels[i + 3] = 255
            }
        }
        return result
    }
}
