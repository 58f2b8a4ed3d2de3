import CPangoCairo
@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Dashed and dotted underlines and strikethroughs, which Flipbook draws itself since pango draws
/// lines solid only.
@Suite struct PatternedDecorationTests {
    @Test func dashesFollowThePatternAndStopAtTheEnd() {
        let dashDot = PatternedDecoration.dashes(from: 2, width: 50, top: 20, thickness: 1, pattern: .dashDot)
        #expect(dashDot.map { [$0.minX, $0.width] } == [[2, 10], [15, 3], [21, 10], [34, 3], [40, 10]])
        #expect(dashDot.allSatisfy { $0.minY == 20 && $0.height == 1 })
        let dots = PatternedDecoration.dashes(from: 0, width: 10, top: 0, thickness: 0.5, pattern: .dot)
        #expect(dots.map { [$0.minX, $0.width] } == [[0, 1.5], [3, 1.5], [6, 1.5], [9, 1]])
        let dashDotDot = PatternedDecoration.dashes(from: 0, width: 40, top: 0, thickness: 1, pattern: .dashDotDot)
        #expect(dashDotDot.map(\.minX) == [0, 13, 19, 25, 38])
        #expect(PatternedDecoration.dashes(from: 0, width: 30, top: 0, thickness: 2, pattern: .dash).map { [$0.minX, $0.width] }
                == [[0, 20]])
        #expect(PatternedDecoration.dashes(from: 0, width: 0, top: 0, thickness: 1, pattern: .dash) == [])
    }

    /// A dashed underline lies on the band pango fills for a solid one: in every pixel column wholly
    /// inside a dash it draws exactly what pango's solid line draws, and in every column wholly
    /// inside a gap nothing at all — on wrapped, centred lines, a raised span and a second font size.
    @Test func dashedUnderlinesLieOnTheBandPangoFillsForASolidOne() throws {
        let font = FontSpec(size: 17)
        try compareWithPango(string: "Hello World Hello Tall", font: font) { line in [
            TextSpan(range: 0..<12, font: font, underline: line),
            TextSpan(range: 12..<22, font: FontSpec(size: 22), underline: line, baselineOffset: 3),
        ] }
    }

    /// A dashed strikethrough lies on the band of pango's solid one. pango's solid strikethrough
    /// starts and ends at the ink of the first and last characters, while dashes span their advances
    /// (as TextKit's lines do), so only the columns pango covers wholly are compared.
    @Test func dashedStrikethroughsLieOnTheBandPangoFillsForASolidOne() throws {
        let font = FontSpec(size: 17)
        try compareWithPango(string: "Hello World Hello Tall", font: font, onlyWherePangoDraws: true) { line in
            [TextSpan(range: 0..<22, font: font, strikethrough: line)]
        }
    }

    private func compareWithPango(string: String, font: FontSpec, onlyWherePangoDraws: Bool = false,
                                  spans: (TextDecoration?) -> [TextSpan]) throws {
        func drawing(_ pattern: TextDecoration.Pattern?) -> TextDrawing {
            TextDrawing(layout: TextLayoutSpec(string: string, font: font, width: 120, alignment: .center,
                                               spans: spans(pattern.map { TextDecoration(pattern: $0) })),
                        origin: CGPoint(x: 7, y: 5), color: RGBAColor(red: 0, green: 0, blue: 0.5))
        }
        let scale = 3.0, width = 140, height = 90
        let plain = try render([.text(drawing(nil))], width: width, height: height, scale: scale)
        let solid = try render([.text(drawing(.solid))], width: width, height: height, scale: scale)
        let dashed = try render([.text(drawing(.dash))], width: width, height: height, scale: scale)

        let engine = try PangoTextEngine(fonts: try FontSet.pinned())
        let layout = try #require(engine.makeLayout(drawing(.dash).layout))
        let dashes = layout.decorations.flatMap(\.dashes)
        let offset = CGPoint(x: 7 - layout.offset.x, y: 5 - layout.offset.y)
        func pixel(_ x: Double) -> Double { (offset.x + x) * scale }
        var dashPixels = 0, gapPixels = 0
        for row in 0..<Int(Double(height) * scale) {
            let y = Double(row) / scale
            // The dashes covering this row, each with the gap after it on its line.
            let onRow = dashes.filter { y + 1 / scale > offset.y + $0.minY && y < offset.y + $0.maxY }
            let drawn = (0..<Int(Double(width) * scale)).filter { solid[$0, row] != plain[$0, row] }
            for (index, dash) in onRow.enumerated() {
                let right = Int(pixel(dash.maxX).rounded(.down))
                for column in Int(pixel(dash.minX).rounded(.up))..<max(0, right)
                where !onlyWherePangoDraws || (drawn.first! < column && column < drawn.last!) {
                    #expect(dashed[column, row] == solid[column, row], "dash column \(column) row \(row)")
                    dashPixels += 1
                }
                guard index + 1 < onRow.count, onRow[index + 1].minY == dash.minY else { continue }
                for column in Int(pixel(dash.maxX).rounded(.up))..<max(right, Int(pixel(onRow[index + 1].minX).rounded(.down))) {
                    #expect(dashed[column, row] == plain[column, row], "gap column \(column) row \(row)")
                    gapPixels += 1
                }
            }
        }
        // Not two blank images: pango's line and the dashes were there to compare.
        #expect(dashPixels > 500 && gapPixels > 200, "\(dashPixels) dash and \(gapPixels) gap pixels compared")
    }

    @Test func aDecorationTakesItsColourOrTheSpansOrTheDrawings() throws {
        let engine = try PangoTextEngine(fonts: try FontSet.pinned())
        let font = FontSpec(size: 17)
        let green = RGBAColor(red: 0, green: 1, blue: 0)
        let spec = TextLayoutSpec(string: "one two three", font: font, spans: [
            TextSpan(range: 0..<3, font: font, underline: TextDecoration(color: red, pattern: .dot)),
            TextSpan(range: 4..<7, font: font, color: green, underline: TextDecoration(pattern: .dot)),
            TextSpan(range: 8..<13, font: font, underline: TextDecoration(pattern: .dot)),
        ])
        let layout = try #require(engine.makeLayout(spec))
        #expect(layout.decorations.map(\.color) == [red, green, nil])
        // Each word's dots start where pango places the word's first character.
        let starts: [CGFloat?] = [0, 4, 8].map { index in
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout.layout, Int32(index), &position)
            return CGFloat(position.x) / CGFloat(PANGO_SCALE)
        }
        #expect(layout.decorations.map { $0.dashes.first?.minX } == starts)
    }
}
