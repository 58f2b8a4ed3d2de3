import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// The measurer measures a column's characters (a text at width 0, or wrapped too narrow for two
/// of them) from their font's table of letters and digits, keeping the last table it used aside.
/// The boxes are pango's layouts of the texts, whichever fonts and settings the texts alternate
/// between (each setting that changes a box has a table of its own).
@Suite struct ColumnFontTableTests {
    @Test func columnsInAlternatingFontsAreLaidOutAsPangoLaysThemOut() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        let fonts = [FontSpec(size: 11), FontSpec(size: 11, weight: 700), FontSpec(family: .rounded, size: 11),
                     FontSpec(size: 11, italic: true), FontSpec(size: 17)]
        let strings = ["1234", "907", "42", "7", "Wax", "AVAWAY", "b2B", "x1x", "a-1"]
        var measured = 0
        for string in strings {
            for width in [0, 0.5, 4] as [Double] {
                for truncation in [TextTruncation.tail, .head] {
                    for font in fonts {
                        let spec = TextLayoutSpec(string: string, font: font, width: width, truncation: truncation)
                        #expect(measurer.measure(spec) == engine.makeLayout(spec)?.metrics, "\(spec)")
                        measured += 1
                    }
                }
            }
        }
        #expect(measured == 270)
    }

    /// A grid's cells: the same numbers probed at width 0 by two measurers, one that measured other
    /// fonts in between, agree.
    @Test func aColumnDoesNotDependOnWhatWasMeasuredBefore() throws {
        let first = try PangoTextMeasurer(fonts: FontSet.pinned()), second = try PangoTextMeasurer(fonts: FontSet.pinned())
        let caption = FontSpec(size: 11), bold = FontSpec(size: 11, weight: 700)
        for number in [10, 317, 4_096, 9_999] {
            _ = second.measure(TextLayoutSpec(string: "\(number + 1)", font: bold, width: 0))
            let spec = TextLayoutSpec(string: "\(number)", font: caption, width: 0)
            #expect(first.measure(spec) == second.measure(spec))
        }
    }
}
