import Foundation
import Testing
@testable import Flipbook
import FlipbookImage

/// `ImagePaint`: a PNG tiled over a shape from its frame's corner.
@MainActor
@Suite struct ImagePaintTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-paint-\(UUID().uuidString)")

    /// Writes a 4×2 PNG (red left half, transparent right half); returns its path.
    private func png() throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var image = RGBAImage(width: 4, height: 2, fill: (0, 0, 0, 0))
        for y in 0..<2 { for x in 0..<2 { image[x: x, y: y] = (255, 0, 0, 255) } }
        let path = folder.appendingPathComponent("tile.png").path
        try PNG.write(image, to: path)
        return path
    }

    @Test func theImageRepeatsAtItsScaleFromTheFramesCornerClippedToTheShape() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try png()
        let graph = makeGraph(Rectangle().fill(ImagePaint(image: Image(filePath: path), scale: 2)).frame(width: 16, height: 6),
                              size: CGSize(width: 100, height: 50))
        // 8 × 4 pt tiles from (42, 22): two columns, two rows (the second cut by the 6 pt frame's clip).
        #expect(graph.displayList(at: 0).description == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 42,22 L 58,22 L 58,28 L 42,28 Z
              image 4×2 in (42, 22, 8, 4) high
              image 4×2 in (50, 22, 8, 4) high
              image 4×2 in (42, 26, 8, 4) high
              image 4×2 in (50, 26, 8, 4) high
            """)
    }

    @Test func aSourceRectangleRepeatsPartOfTheImage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try png()
        // The left half (the red 2 × 2 pixels) as 2 × 2 pt tiles: the whole image drawn in each, clipped to its cell.
        let graph = makeGraph(Rectangle().fill(.image(Image(filePath: path), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)))
            .frame(width: 4, height: 2), size: CGSize(width: 100, height: 50))
        #expect(graph.displayList(at: 0).description == """
            group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 48,24 L 52,24 L 52,26 L 48,26 Z
              group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 48,24 L 50,24 L 50,26 L 48,26 Z
                image 4×2 in (48, 24, 4, 2) high
              group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 50,24 L 52,24 L 52,26 L 50,26 Z
                image 4×2 in (50, 24, 4, 2) high
            """)
    }

    @Test func aSymbolOrATinyTileIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RenderError.invalidSize(view: "ImagePaint(image: Image(systemName: \"star\"))",
                                                detail: "tiles PNG images only; draw a symbol with Image(systemName:) instead")) {
            try makeGraph(Circle().fill(ImagePaint(image: Image(systemName: "star")))).checkForErrors()
        }
        let path = try png()
        #expect(throws: RenderError.invalidSize(view: "ImagePaint(image: Image(filePath: \"\(path)\"))",
                                                detail: "its tile is 0.4×0.2 points; give a scale and source rectangle that make it at least 1×1")) {
            try makeGraph(Circle().fill(ImagePaint(image: Image(filePath: path), scale: 0.1))).checkForErrors()
        }
    }
}
