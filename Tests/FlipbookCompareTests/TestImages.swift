import FlipbookImage
import Foundation

/// Files under Tests/FlipbookCompareTests/Fixtures (written by Fixtures/make_fixtures.py).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func image(_ name: String) throws -> RGBAImage {
        try PNG.read(contentsOf: "\(directory)/\(name).png")
    }

    /// Expected counts by blending mode ("checkerboard", "white"), then "pair/options".
    static func expectations() throws -> [String: [String: Int]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/expectations.json"))
        return try JSONDecoder().decode([String: [String: Int]].self, from: data)
    }
}

/// An image of `width × height` pixels all set to `pixel`.
func uniform(_ width: Int, _ height: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: pixel)
}

/// An image whose pixel (x, y) is `pixel(x, y)`.
func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var result = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    for y in 0..<height {
        for x in 0..<width { result[x: x, y: y] = pixel(x, y) }
    }
    return result
}

/// A transparent-black canvas for diff output, as pixelmatch's tests use.
func blankCanvas(like image: RGBAImage) -> RGBAImage? {
    RGBAImage(width: image.width, height: image.height, fill: (0, 0, 0, 0))
}
