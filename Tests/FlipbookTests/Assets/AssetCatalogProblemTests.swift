import Foundation
import Testing
@testable import Flipbook

/// What a missing name or a set Flipbook cannot read does: one warning naming it and the fix,
/// a clear colour or no image, never a crash.
@MainActor
@Suite struct AssetCatalogProblemTests {
    private let fixtures = AssetCatalogTests.fixtures
    private var catalogue: String { fixtures.bundlePath + "/Fixture.xcassets" }

    /// A view whose body names a colour, so the graph evaluating it takes the warning.
    private struct Swatch: View {
        let name: String
        let bundle: Bundle
        var body: some View { Color(name, bundle: bundle) }
    }

    private func warnings(_ view: some View) -> [String] { makeGraph(view).warnings }

    @Test func aColourNoCatalogueHasDrawsClearWithAWarning() {
        let graph = makeGraph(Swatch(name: "Nope", bundle: fixtures).frame(width: 10, height: 10))
        #expect(graph.displayList(at: 0).flattened.map(\.color.alpha) == [0])
        #expect(graph.warnings == ["Color(\"Nope\"): no color named 'Nope' in the asset catalogues of \(fixtures.bundlePath); it draws clear, as on iOS (add Nope.colorset to an .xcassets in the target's resources, or pass bundle: .module)"])
        #expect(UIColor(named: "Nope", in: fixtures) == nil)
    }

    @Test func badColourSetsAreNamedWithTheirFileAndTheFix() {
        #expect(warnings(Swatch(name: "Broken", bundle: fixtures)) == [
            "Color(\"Broken\"): \(catalogue)/Broken.colorset/Contents.json is not a JSON object; fix it, or let Xcode write it again; it draws clear",
        ])
        #expect(warnings(Swatch(name: "Cmyk", bundle: fixtures)) == [
            "Color(\"Cmyk\"): \(catalogue)/Cmyk.colorset/Contents.json: colour space cmyk is not one Flipbook reads; use sRGB, Display P3 or Gray Gamma 2.2 in Xcode's colour inspector; it draws clear",
        ])
        #expect(warnings(Swatch(name: "Typo", bundle: fixtures)) == [
            "Color(\"Typo\"): \(catalogue)/Typo.colorset/Contents.json: component green is half; write it as a float (\"0.5\"), 0–255 (\"128\") or hex (\"0x80\"); it draws clear",
        ])
    }

    @Test func imagesThatCannotBeDrawnAreWarningsAndDrawNothing() {
        #expect(warnings(Image("Logo", bundle: fixtures)) == [
            "Image(\"Logo\"): \(catalogue)/Logo.imageset/logo.pdf: Flipbook draws PNG and JPEG files only; export the image as PNG at 1x, 2x and 3x into the image set",
        ])
        #expect(warnings(Image("Ghost", bundle: fixtures)) == [
            "Image(\"Ghost\"): \(catalogue)/Ghost.imageset/Contents.json names ghost.png, which is not in the folder; add the file or remove its entry",
        ])
        #expect(warnings(Image("nope", bundle: fixtures)) == [
            "Image(\"nope\"): no image named 'nope' in the asset catalogues of \(fixtures.bundlePath), and no file \(fixtures.bundlePath)/nope.png; it draws nothing, as iOS draws a missing image (add nope.imageset to an .xcassets in the target's resources, or the PNG, or use Image(filePath:))",
        ])
        #expect(makeGraph(Image("Logo", bundle: fixtures)).displayList(at: 0).description == "")
    }
}
