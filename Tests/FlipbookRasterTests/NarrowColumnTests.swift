import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// A text wrapped too narrow for two neighbouring characters, measured from its characters, has
/// exactly the box pango lays it out in.
@Suite struct NarrowColumnTests {
    @Test(arguments: [FontSpec(size: 11), FontSpec(size: 17, weight: 700), FontSpec(family: .rounded, size: 13.5, italic: true),
                      FontSpec(size: 28, weight: 300)])
    func theColumnIsPangosLayoutWhereNoTwoCharactersFit(font: FontSpec) throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        var columns = 0, declined = 0
        // From a hair above 0 to wider than any two characters (as a share of the font size).
        for share in [0.001, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1, 1.2, 1.6, 3] {
            for string in CharacterColumnTests.strings {
                let spec = TextLayoutSpec(string: string, font: font, width: share * font.size)
                let narrow = try #require(NarrowColumn(spec), "\(string)")
                guard let metrics = narrow.metrics(measure) else {
                    declined += 1
                    continue
                }
                columns += 1
                #expect(metrics == measure(spec), "\(string) at \(share * font.size)")
            }
        }
        // Every text is a column at the narrowest widths; none with two characters at the widest.
        let total = CharacterColumnTests.strings.count
        #expect(columns >= 2 * total)
        #expect(declined >= 2 * CharacterColumnTests.strings.filter { $0.unicodeScalars.count > 1 }.count)
    }

    /// A row's share of a grid of numbers: "1234" at 11 pt (its digits about 7 pt wide) wrapped
    /// 10 pt wide is one digit a line; 15 pt wide holds two.
    @Test func aNumberInANarrowCellIsADigitALine() throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        let narrow = TextLayoutSpec(string: "1234", font: FontSpec(size: 11), width: 10)
        let metrics = try #require(NarrowColumn(narrow)?.metrics(measure))
        #expect(metrics == measure(narrow))
        let line = measure(TextLayoutSpec(string: "1", font: FontSpec(size: 11)))
        #expect(metrics.size.height == line.size.height * 4)
        let wider = TextLayoutSpec(string: "1234", font: FontSpec(size: 11), width: 15)
        #expect(NarrowColumn(wider)?.metrics(measure) == nil)
    }

    @Test func textNotWrappedOrNotAColumnIsLaidOut() {
        for spec in [TextLayoutSpec(string: "Hello", width: 0), TextLayoutSpec(string: "Hello"),
                     TextLayoutSpec(string: "Hello world", width: 5), TextLayoutSpec(string: "Hello", width: 5, lineLimit: 2),
                     TextLayoutSpec(string: "Hello", width: 5, alignment: .center)] {
            #expect(NarrowColumn(spec) == nil, "\(spec)")
        }
    }
}
