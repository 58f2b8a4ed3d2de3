import Foundation
import Testing
@testable import Flipbook
import FlipbookImage

/// `Image` from PNG files: ideal size, resizing, aspect ratio, template tint and bad files.
@MainActor
@Suite struct ImageTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(UUID().uuidString)")

    /// Writes a 4×2 PNG (red left half, transparent right half) named `name`; returns its path.
    private func png(_ name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var image = RGBAImage(width: 4, height: 2, fill: (0, 0, 0, 0))
        for y in 0..<2 { for x in 0..<2 { image[x: x, y: y] = (255, 0, 0, 255) } }
        let path = folder.appendingPathComponent(name).path
        try PNG.write(image, to: path)
        return path
    }

    private func list(_ view: some View) -> String {
        makeGraph(view, size: CGSize(width: 100, height: 50)).displayList(at: 0).description
    }

    @Test func idealSizeIsPixelsOverScale() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(list(Image(filePath: try png("plain.png"))) == "image 4×2 in (48, 24, 4, 2) high")
        // 2×1 points centred at (50, 25): the frame's origin rounds to whole pixels at 1x.
        #expect(list(Image(filePath: try png("sharp@2x.png")).interpolation(.none)) == "image 4×2 in (49, 25, 2, 1) none")
    }

    @Test func resizableImagesTakeTheOfferedSizeAndKeepTheirRatioWhenScaledToFit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try png("wide.png")
        #expect(list(Image(filePath: path).resizable().frame(width: 30, height: 40)) == "image 4×2 in (35, 5, 30, 40) high")
        #expect(list(Image(filePath: path).resizable().scaledToFit().frame(width: 40, height: 40))
            == "image 4×2 in (30, 15, 40, 20) high")
        #expect(list(Image(filePath: path).frame(width: 40, height: 40)) == "image 4×2 in (48, 24, 4, 2) high")
    }

    @Test func templateImagesAreTintedWithTheForegroundStyle() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(list(Image(filePath: try png("icon.png")).renderingMode(.template).foregroundStyle(.red))
            == "image 4×2 in (48, 24, 4, 2) high tint rgba(1, 0.231, 0.188, 1)")
    }

    @Test func missingAndCorruptFilesAreErrorsNamingTheViewAndTheFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: RenderError.invalidSize(view: "Image(filePath: \"\(missing)\")",
                                                detail: "cannot read \(missing): No such file or directory")) {
            try makeGraph(Image(filePath: missing)).checkForErrors()
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corrupt = folder.appendingPathComponent("corrupt.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        #expect(throws: RenderError.invalidSize(view: "Image(filePath: \"\(corrupt)\")",
                                                detail: "cannot read \(corrupt): neither a PNG nor a JPEG file")) {
            try makeGraph(Image(filePath: corrupt)).checkForErrors()
        }
    }

    @Test func canvasDrawsImagesInARectOrAtTheirOwnSize() throws {
        let path = try png("canvas.png")
        let graph = makeGraph(Canvas { context, _ in
            context.draw(Image(filePath: path), in: CGRect(x: 0, y: 0, width: 8, height: 4))
            context.draw(Image(filePath: path), at: CGPoint(x: 20, y: 10))
        }.frame(width: 40, height: 20), size: CGSize(width: 100, height: 50))
        #expect(graph.displayList(at: 0).description == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              image 4×2 in (0, 0, 8, 4) high
              image 4×2 in (18, 9, 4, 2) high
            """)
    }

    /// A named image no catalogue has draws nothing with a warning wherever it is drawn (an
    /// `Image`, a canvas, a tiled paint), as iOS draws it; only an unreadable file fails a render.
    @Test func aMissingNamedImageWarnsAndDrawsNothingEverywhere() throws {
        let missing = Image("no-such-image")
        for view in [AnyView(missing), AnyView(Canvas { context, size in context.draw(missing, in: CGRect(origin: .zero, size: size)) }),
                     AnyView(Rectangle().fill(.image(missing)))] {
            let graph = makeGraph(view)
            #expect(graph.displayList(at: 0).description.contains("image") == false)
            #expect(graph.errors.isEmpty)
            #expect(graph.warnings.count == 1)
            #expect(graph.warnings.first?.contains("no image named 'no-such-image'") == true, "\(graph.warnings)")
        }
    }

    @Test func aCanvasDrawingAMissingImageFailsTheRender() throws {
        let graph = makeGraph(Canvas { context, size in
            context.draw(Image(filePath: "/nonexistent/missing.png"), in: CGRect(origin: .zero, size: size))
        })
        _ = graph.displayList(at: 0)
        #expect(throws: RenderError.self) { try graph.checkForErrors() }
        #expect(graph.errors.first?.description.hasPrefix("Canvas: Image(filePath: \"/nonexistent/missing.png\"): ") == true)
    }
}
