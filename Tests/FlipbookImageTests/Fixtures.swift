import FlipbookImage
import Foundation

/// Files under Tests/FlipbookImageTests/Fixtures (written by Fixtures/make_fixtures.py).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { "\(directory)/\(name)" }

    static func bytes(_ name: String) throws -> [UInt8] {
        try bytesAt(path(name))
    }

    static func bytesAt(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// The colour type byte of a PNG's IHDR chunk (2 = RGB, 6 = RGBA).
func pngColorType(_ png: [UInt8]) -> UInt8 { png[25] }

/// A small image with varied pixels; `alpha` gives each pixel's alpha (opaque by default).
func makeTestImage(width: Int = 13, height: Int = 7, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    for y in 0..<height {
        for x in 0..<width {
            image[x: x, y: y] = (UInt8(x * 19 % 256), UInt8(y * 37 % 256), UInt8((x * y * 11 + 40) % 256), alpha(x, y))
        }
    }
    return image
}
