import Foundation
import Testing
@testable import Flipbook

/// Colours and images of an asset catalogue (`Fixtures/Fixture.xcassets`): components as Xcode
/// writes them, light and dark variants, idioms, namespaces, image scales, and bad sets.
@MainActor
@Suite struct AssetCatalogTests {
    static let fixtures = Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path)!

    private func components(_ name: String, _ scheme: ColorScheme = .light) -> [Float] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let resolved = Color(name, bundle: Self.fixtures).resolve(in: environment)
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity].map { ($0 * 10_000).rounded() / 10_000 }
    }

    @Test func aColourSetShowsItsDarkVariantInTheDarkAppearance() {
        #expect(components("Brand") == [0.2, 0.4, 0.6, 1])
        // "255", "128", "0": 8-bit components; alpha "0.500" a float.
        #expect(components("Brand", .dark) == [1, 0.502, 0, 0.5])
    }

    @Test func componentsAreReadAsXcodeWritesThem() {
        #expect(components("Hex") == [1, 0.502, 0, 1])
        #expect(components("Numbers") == [0.25, 0.5, 0.75, 1])
        #expect(AssetColorSet.component("0x80") == 128.0 / 255)
        #expect(AssetColorSet.component("128") == 128.0 / 255)
        #expect(AssetColorSet.component("0.502") == 0.502)
        #expect(AssetColorSet.component(NSNumber(value: 1)) == 1)
        #expect(AssetColorSet.component("half") == nil)
    }

    @Test func colourSpacesAreConvertedToSRGB() {
        // Display P3 red is outside sRGB: extended components.
        #expect(components("P3") == [1.0931, -0.2267, -0.1501, 1])
        // Gray gamma 2.2 at 0.5: 0.2176 linear, 0.5039 encoded as sRGB.
        #expect(components("Gray") == [0.5039, 0.5039, 0.5039, 1])
        #expect(components("Label") == [0, 0, 0, 1])
        #expect(components("Label", .dark) == [1, 1, 1, 1])
    }

    @Test func anIPhoneEntryWinsOverAUniversalOneAndOtherIdiomsAndHighContrastAreSkipped() {
        #expect(components("Phone") == [0, 0, 1, 1])
        #expect(components("Phone", .dark) == [0, 0, 1, 1])
    }

    @Test func onlyNamespacedGroupsPrefixTheirChildrensNames() {
        #expect(components("Mint") == [0, 0.78, 0.745, 1])
        #expect(AssetCatalogs.imageSet(named: "Icons/star", in: Self.fixtures) != nil)
        #expect(AssetCatalogs.imageSet(named: "star", in: Self.fixtures) == nil)
    }

    @Test func aCatalogueIsFoundOnceAndEachSetParsedOnce() {
        let first = AssetCatalogs.catalogues(of: Self.fixtures)
        #expect(first.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Fixture.xcassets"])
        #expect(first.first === AssetCatalogs.catalogues(of: Self.fixtures).first)
        #expect(Color("Brand", bundle: Self.fixtures) == Color("Brand", bundle: Self.fixtures))
    }

    @Test func theImageForTheScreenScaleIsChosenElseTheNearestLargerOne() throws {
        let hero = try #require(try AssetCatalogs.imageSet(named: "hero", in: Self.fixtures)?.get())
        let folder = hero.folder
        #expect(hero.file(scale: 1, scheme: .light) == .success(ImageFile(path: folder + "/hero.png", scale: 1)))
        #expect(hero.file(scale: 2, scheme: .light) == .success(ImageFile(path: folder + "/hero@2x.png", scale: 2)))
        #expect(hero.file(scale: 3, scheme: .light) == .success(ImageFile(path: folder + "/hero@3x.png", scale: 3)))
        // The dark appearance has a 2x file only (its 3x slot is empty): it is drawn at every scale.
        #expect(hero.file(scale: 3, scheme: .dark) == .success(ImageFile(path: folder + "/hero-dark@2x.png", scale: 2)))
        let tie = try #require(try AssetCatalogs.imageSet(named: "Tie", in: Self.fixtures)?.get())
        #expect(tie.file(scale: 2, scheme: .light) == .success(ImageFile(path: tie.folder + "/tie-3.png", scale: 3)))
    }

    @Test func anImageSetImageIsSizedByItsEntrysScale() {
        func list(_ scheme: ColorScheme, scale: Double) -> String {
            makeGraph(Image("hero", bundle: Self.fixtures).environment(\.colorScheme, scheme),
                      size: CGSize(width: 100, height: 50), scale: scale).displayList(at: 0).description
        }
        #expect(list(.light, scale: 3) == "image 30×15 in (45, 22.667, 10, 5) high")
        #expect(list(.light, scale: 2) == "image 20×10 in (45, 22.5, 10, 5) high")
        #expect(list(.dark, scale: 3) == "image 20×10 in (45, 22.667, 10, 5) high")
    }
}
