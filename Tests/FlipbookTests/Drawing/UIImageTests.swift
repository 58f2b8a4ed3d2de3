import FlipbookDisplayList
import FlipbookImage
import Foundation
import Testing
@testable import Flipbook

/// `UIImage`: PNG data and files decoded with their size and scale, named images of a bundle's
/// asset catalogue, symbols, undecodable data, and `Image(uiImage:)` drawing them.
@MainActor
@Suite struct UIImageTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-uiimages-\(UUID().uuidString)")

    /// A 4×2 image: red left half, transparent right half.
    private var redHalf: RGBAImage {
        var image = RGBAImage(width: 4, height: 2, fill: (0, 0, 0, 0))
        for y in 0..<2 { for x in 0..<2 { image[x: x, y: y] = (255, 0, 0, 255) } }
        return image
    }

    private func list(_ view: some View, scale: Double = 1) -> String {
        makeGraph(view, size: CGSize(width: 100, height: 50), scale: scale).displayList(at: 0).description
    }

    @Test func pngDataIsDecodedAndSizedByItsScale() throws {
        let data = Data(try PNG.encode(redHalf))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 1)
        let sharp = try #require(UIImage(data: data, scale: 2))
        #expect(sharp.size == CGSize(width: 2, height: 1))
        #expect(sharp.scale == 2)
    }

    @Test func dataThatIsNotAPNGGivesNil() {
        // The start of a JPEG (SOI and JFIF APP0 markers): UIKit decodes it; Flipbook cannot.
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00])) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func aFileIsReadAtTheScaleOfItsName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = folder.appendingPathComponent("photo.png").path, sharp = folder.appendingPathComponent("photo@2x.png").path
        try PNG.write(redHalf, to: plain)
        try PNG.write(redHalf, to: sharp)
        #expect(UIImage(contentsOfFile: plain)?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(contentsOfFile: sharp)?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: sharp)?.scale == 2)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func anImageOfAUIImageDrawsItsPixels() throws {
        let image = try #require(UIImage(data: Data(try PNG.encode(redHalf)), scale: 2))
        #expect(list(Image(uiImage: image)) == "image 4×2 in (49, 25, 2, 1) high")
        #expect(list(Image(uiImage: image).resizable().frame(width: 40, height: 20)) == "image 4×2 in (30, 15, 40, 20) high")
        let drawn = try #require(makeGraph(Image(uiImage: image)).displayList(at: 0).items.compactMap { item -> Bitmap? in
            if case .image(let drawing) = item { return drawing.bitmap } else { return nil }
        }.first)
        // Premultiplied ARGB: the top-left pixel is opaque red, the top-right one transparent.
        #expect(drawn.pixels[0] == 0xFFFF_0000)
        #expect(drawn.pixels[3] == 0)
    }

    @Test func namedImagesComeFromTheBundlesCatalogueAtAnIPhonesScale() throws {
        let bundle = AssetCatalogTests.fixtures
        let hero = try #require(UIImage(named: "hero", in: bundle, compatibleWith: nil))
        #expect(hero.size == CGSize(width: 10, height: 5))
        #expect(hero.scale == 3)
        // The dark appearance has a 2x file only.
        let dark = try #require(UIImage(named: "hero", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.scale == 2)
        #expect(dark.size == CGSize(width: 10, height: 5))
        // Tie has a 1x and a 3x file: 24 pixels at 3x are 8 points.
        #expect(UIImage(named: "Tie", in: bundle, compatibleWith: nil)?.size == CGSize(width: 8, height: 8))
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "no such image") == nil)
        // Drawn, a named image picks the file for the render's scale, as Image("hero") does.
        #expect(list(Image(uiImage: hero), scale: 2) == "image 20×10 in (45, 22.5, 10, 5) high")
    }

    @Test func aSymbolImageIsSizedForBodyTextAndDrawsAsImageSystemName() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        // 1.15 × 17 pt, to the last bit of a Double.
        #expect(abs(star.size.width - 19.55) < 1e-9 && star.size.width == star.size.height)
        #expect(star.scale == 3)
        #expect(list(Image(uiImage: star)) == list(Image(systemName: "star.fill")))
    }

    @Test func anEmptyImageHasNoSizeAndDrawsNothingVisible() {
        #expect(UIImage().size == .zero)
        #expect(list(Image(uiImage: UIImage())) == "image 0×0 in (50, 25, 0, 0) high")
    }
}
