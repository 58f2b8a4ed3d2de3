@testable import Flipbook
import FlipbookDisplayList
import Foundation
import Testing

/// Symbols drawn as several glyphs: multicolor variants in their own colours, and stand-ins
/// composed of glyphs in the foreground colour.
@MainActor
@Suite struct SymbolLayerTests {
    private func drawn(_ name: String, mode: SymbolRenderingMode? = .multicolor, scheme: ColorScheme = .light) -> DisplayList {
        makeGraph(Image(systemName: name).symbolRenderingMode(mode).foregroundStyle(.mint)
            .environment(\.colorScheme, scheme)).displayList(at: 0)
    }

    /// The vertical extent of every clip of a group drawn, in drawing order.
    private func clipRows(_ list: DisplayList) -> [ClosedRange<Double>] {
        list.items.compactMap { item -> ClosedRange<Double>? in
            guard case .group(let group) = item, let clip = group.clip else { return nil }
            let ys = clip.elements.compactMap { element -> Double? in
                if case .move(let point) = element { return Double(point.y) }
                if case .line(let point) = element { return Double(point.y) }
                return nil
            }
            return ys.min()!...ys.max()!
        }
    }

    @Test func multicolorSymbolsDrawTheirLayersInTheirOwnColours() {
        // A yellow sun behind a white cloud, whatever the foreground style.
        let cloudSun = drawn("cloud.sun.fill").allTexts
        #expect(cloudSun.map(\.color) == [lightRGBA(.yellow), lightRGBA(.white)])
        #expect(cloudSun.map(\.layout.string) == ["\u{E430}", "\u{E2BD}"])   // wb_sunny, cloud
        // Apple's documented example: a yellow triangle over its white exclamation mark.
        #expect(drawn("exclamationmark.triangle.fill").allTexts.map(\.color) == [lightRGBA(.white), lightRGBA(.yellow)])
        #expect(drawn("sun.max.fill").allTexts.map(\.color) == [lightRGBA(.yellow)])
        // System colours take the appearance's value: yellow is (255, 214, 10) in the dark.
        let dark = drawn("sun.max.fill", scheme: .dark).allTexts[0].color
        #expect(dark == RGBAColor(red: 1, green: Double(Float(214.0 / 255)), blue: Double(Float(10.0 / 255)), alpha: 1))
    }

    @Test func aCloudsDropsAndBoltsAreItsGlyphCutBelowTheCloud() {
        // cloud.rain.fill: cloudy_snowing twice, white above 0.725 of the frame and blue below it.
        let rain = drawn("cloud.rain.fill")
        #expect(rain.allTexts.map(\.color) == [lightRGBA(.white), lightRGBA(.blue)])
        #expect(rain.allTexts.map(\.layout.string) == ["\u{E810}", "\u{E810}"])
        // The symbol's frame (its side pixel-rounded from 19.55): the glyph's em is 1.2 sides, a 12th of it above.
        let side = Double(rain.allTexts[0].layout.font.size) / 1.2, top = Double(rain.allTexts[0].origin.y) + side / 10
        let rows = clipRows(rain)
        #expect(rows.count == 2)
        #expect(abs(rows[0].upperBound - (top + 0.725 * side)) < 1e-9)
        #expect(abs(rows[1].lowerBound - (top + 0.725 * side)) < 1e-9)
        #expect(drawn("cloud.bolt.rain.fill").allTexts.map(\.color) == [lightRGBA(.white), lightRGBA(.yellow)])
    }

    @Test func symbolsWithoutAMulticolorVariantAndOtherModesKeepTheForeground() {
        #expect(drawn("moon.fill").allTexts.map(\.color) == [lightRGBA(.mint)])
        #expect(drawn("cloud.rain.fill", mode: .monochrome).allTexts.map(\.color) == [lightRGBA(.mint)])
        #expect(drawn("cloud.sun.fill", mode: nil).allTexts.map(\.layout.string) == ["\u{E3DD}"])   // filter_drama
    }

    @Test func composedStandInsDrawEveryGlyphInTheForeground() {
        // sunglasses.fill: two round lenses and a bridge; capsule.fill: two circles and a square.
        let sunglasses = drawn("sunglasses.fill", mode: nil).allTexts
        #expect(sunglasses.map(\.layout.string) == ["\u{EF4A}", "\u{EF4A}", "\u{F108}"])
        #expect(sunglasses.allSatisfy { $0.color == lightRGBA(.mint) })
        #expect(drawn("capsule.fill", mode: nil).allTexts.map(\.layout.string) == ["\u{EF4A}", "\u{EF4A}", "\u{EB36}"])
        // shoe.fill: the boot of ice_skating, cut above its blade, centred in the frame.
        let shoe = makeGraph(Image(systemName: "shoe.fill"))
        #expect(shoe.warnings.isEmpty)
        #expect(shoe.displayList(at: 0).allTexts.map(\.layout.string) == ["\u{E50B}"])
        #expect(clipRows(shoe.displayList(at: 0)).count == 1)
        #expect(SymbolTable.glyph(for: "shoe.fill") == "\u{E50B}")
    }
}
