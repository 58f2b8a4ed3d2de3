import CPangoCairo
import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// `allowsTightening`: a text cut to one line that is at most 5 % too wide for its width narrows
/// the space between its characters, evenly, to fit whole; a wider one truncates as without.
@Suite struct TighteningTests {
    static let string = "Tightening keeps it whole"
    static let font = FontSpec(size: 17)

    /// The layout of the string cut to one line `width` wide, tightening if `tightens`.
    static func layout(width: Double, tightens: Bool) throws -> TextLayout {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        return try #require(engine.makeLayout(TextLayoutSpec(string: string, font: font, width: width, lineLimit: 1,
                                                             allowsTightening: tightens)))
    }

    @Test func theStringsLineIsAsWideAsItsAdvances() throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        let line = try #require(engine.makeLayout(TextLayoutSpec(string: Self.string, font: Self.font)))
        #expect(line.metrics.size.width * CGFloat(PANGO_SCALE) == 210_972)
    }

    /// 3 % too wide: each of the 24 gaps between its 25 characters narrows by the same whole number
    /// of pango units, the fewest that fit the width, and nothing is cut.
    @Test func aLineThreePercentTooWideTightensToFitWhole() throws {
        let width = 210_972 / 1.03 / Double(PANGO_SCALE)
        let tight = try Self.layout(width: width, tightens: true)
        #expect(pango_layout_is_ellipsized(tight.layout) == 0)
        #expect(pango_layout_get_line_count(tight.layout) == 1)
        // 210 972 − 204 827 (the width in whole units) = 6 145 units: 257 a gap (24 × 257 = 6 168).
        #expect(tight.metrics.size.width == CGFloat(210_972 - 24 * 257) / CGFloat(PANGO_SCALE))
        #expect(Double(tight.metrics.size.width) <= width)

        let cut = try Self.layout(width: width, tightens: false)
        #expect(pango_layout_is_ellipsized(cut.layout) != 0)
        #expect(tight.metrics.size.height == cut.metrics.size.height)
    }

    /// The limit is 5 % of the width: just within it tightens, just beyond it truncates.
    @Test func theLimitIsFivePercentOfTheWidth() throws {
        let within = try Self.layout(width: 210_972 / 1.05 / Double(PANGO_SCALE) + 0.001, tightens: true)
        #expect(pango_layout_is_ellipsized(within.layout) == 0)
        let beyond = try Self.layout(width: 210_972 / 1.05 / Double(PANGO_SCALE) - 0.001, tightens: true)
        #expect(pango_layout_is_ellipsized(beyond.layout) != 0)
    }

    /// 20 % too wide: truncated exactly as without tightening (Apple's text system tightens only
    /// within the limit, "otherwise the text is truncated").
    @Test func aLineTwentyPercentTooWideTruncatesAsWithout() throws {
        let width = 210_972 / 1.2 / Double(PANGO_SCALE)
        let tight = try Self.layout(width: width, tightens: true), cut = try Self.layout(width: width, tightens: false)
        #expect(pango_layout_is_ellipsized(tight.layout) != 0)
        #expect(tight.metrics == cut.metrics)
        #expect(tight.lineBoxes == cut.lineBoxes)
    }

    /// A line that fits, and text not cut to one line, are as without tightening.
    @Test func textThatFitsOrWrapsIsAsWithout() throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        for (width, limit) in [(250.0, 1), (210_972 / 1.03 / Double(PANGO_SCALE), 2), (190, nil)] as [(Double, Int?)] {
            let plain = TextLayoutSpec(string: Self.string, font: Self.font, width: width, lineLimit: limit)
            var tightening = plain
            tightening.allowsTightening = true
            #expect(engine.makeLayout(tightening)?.lineBoxes == engine.makeLayout(plain)?.lineBoxes, "\(width) \(String(describing: limit))")
        }
    }

    /// The measurer measures what the engine lays out (a text that may tighten is laid out, not cut
    /// arithmetically: ``OneLineCut`` takes none).
    @Test func theMeasurerMeasuresTheTightenedLine() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let spec = TextLayoutSpec(string: Self.string, font: Self.font, width: 210_972 / 1.03 / Double(PANGO_SCALE),
                                  lineLimit: 1, allowsTightening: true)
        #expect(OneLineCut(spec) == nil)
        #expect(measurer.measure(spec).size.width == CGFloat(210_972 - 24 * 257) / CGFloat(PANGO_SCALE))
        #expect(measurer.measurements(of: spec).metrics(width: spec.width, lineLimit: 1) == measurer.measure(spec))
    }
}
