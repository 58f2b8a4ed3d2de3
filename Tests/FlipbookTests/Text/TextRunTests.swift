@testable import Flipbook
import FlipbookDisplayList
import Foundation
import Testing

/// Text made of runs: markdown in literals, `Text + Text`, modifiers on runs and on views,
/// interpolation, and the spans they lay out with.
@MainActor
@Suite struct TextRunTests {
    /// The layout of the only text `view` draws.
    private func layout<V: View>(_ view: V) -> TextLayoutSpec {
        let texts = makeGraph(view).displayList(at: 0).allTexts
        #expect(texts.count == 1)
        return texts[0].layout
    }

    private let body = FontSpec(family: .sans, size: 17, weight: 400)

    @Test func markdownMakesBoldItalicCodeStrikethroughAndLinkRuns() {
        let spec = layout(Text("**Bold**, *it*, `code`, ~~no~~ [link](https://example.com)"))
        #expect(spec.string == "Bold, it, code, no link")
        let blue = Color.blue.rgba
        #expect(spec.spans == [
            TextSpan(range: 0..<4, font: FontSpec(size: 17, weight: 700)),
            TextSpan(range: 4..<6, font: body),
            TextSpan(range: 6..<8, font: FontSpec(size: 17, italic: true)),
            TextSpan(range: 8..<10, font: body),
            TextSpan(range: 10..<14, font: FontSpec(family: .monospaced, size: 17)),
            TextSpan(range: 14..<16, font: body),
            TextSpan(range: 16..<18, font: body, strikethrough: TextDecoration()),
            TextSpan(range: 18..<19, font: body),
            TextSpan(range: 19..<23, font: body, color: blue),
        ])
    }

    @Test func markdownLeavesIntrawordUnderscoresAndUnmatchedStarsAlone() {
        #expect(layout(Text("snake_case_name and 2 * 3 = 6")).string == "snake_case_name and 2 * 3 = 6")
        #expect(layout(Text("snake_case_name and 2 * 3 = 6")).spans.isEmpty)
        #expect(layout(Text(verbatim: "**not bold**")).string == "**not bold**")
        let stringValue = "*kept*"
        #expect(layout(Text(stringValue)).string == "*kept*")
        #expect(layout(Text(#"\*escaped\*"#)).string == "*escaped*")
    }

    @Test func concatenatedRunsKeepTheirOwnAttributesAndOuterOnesFillTheRest() {
        let text = (Text("Net ").bold() + Text("+5%").foregroundColor(.green) + Text(" week").italic())
            .foregroundColor(.red).font(.title)
        let spec = layout(text)
        #expect(spec.string == "Net +5% week")
        #expect(spec.spans == [
            TextSpan(range: 0..<4, font: FontSpec(size: 28, weight: 700), color: Color.red.rgba),
            TextSpan(range: 4..<7, font: FontSpec(size: 28), color: Color.green.rgba),
            TextSpan(range: 7..<12, font: FontSpec(size: 28, italic: true), color: Color.red.rgba),
        ])
    }

    @Test func linesTrackingBaselineAndDigitsBecomeSpanAttributes() {
        let spec = layout(Text("a").underline(color: .blue) + Text("b").strikethrough() + Text("c").tracking(2).kerning(1)
            + Text("1").baselineOffset(4).monospacedDigit())
        #expect(spec.spans == [
            TextSpan(range: 0..<1, font: body, underline: TextDecoration(color: Color.blue.rgba)),
            TextSpan(range: 1..<2, font: body, strikethrough: TextDecoration()),
            TextSpan(range: 2..<3, font: body, tracking: 3),
            TextSpan(range: 3..<4, font: body, baselineOffset: 4, monospacedDigits: true),
        ])
        let patterned = layout(Text("a").underline(pattern: .dot, color: .red) + Text("b").strikethrough(pattern: .dashDot)
            + Text("c").underline(pattern: .solid))
        #expect(patterned.spans == [
            TextSpan(range: 0..<1, font: body, underline: TextDecoration(color: Color.red.rgba, pattern: .dot)),
            TextSpan(range: 1..<2, font: body, strikethrough: TextDecoration(pattern: .dashDot)),
            TextSpan(range: 2..<3, font: body, underline: TextDecoration()),
        ])
        let view = layout(VStack { Text("d") }.strikethrough(pattern: .dash).underline(pattern: .dashDotDot, color: .blue))
        #expect(view.spans == [TextSpan(range: 0..<1, font: body, underline: TextDecoration(color: Color.blue.rgba, pattern: .dashDotDot),
                                        strikethrough: TextDecoration(pattern: .dash))])
    }

    @Test func secondaryTextScaleDrawsARunAtFourFifthsOfItsFont() {
        // 0.8 is Flipbook's estimate of `.secondary` (Apple documents no ratio): 34 pt → 27.2 pt.
        let price = (Text("$").textScale(.secondary) + Text("9") + Text(".99").textScale(.secondary, isEnabled: false))
            .font(.largeTitle)
        let secondary = FontSpec(size: 34 * 0.8), largeTitle = FontSpec(size: 34)
        #expect(layout(price).spans == [TextSpan(range: 0..<1, font: secondary), TextSpan(range: 1..<2, font: largeTitle),
                                        TextSpan(range: 2..<5, font: largeTitle)])
        #expect(layout(VStack { Text("¢") }.textScale(.secondary).font(.largeTitle)).font == secondary)
    }

    @Test func aSingleRunWithOnlyAFontAndColourNeedsNoSpans() {
        let spec = layout(Text("Plain").font(.headline).foregroundColor(.orange))
        #expect(spec.spans.isEmpty)
        #expect(spec.font == FontSpec(size: 17, weight: 600))
        #expect(makeGraph(Text("Plain").foregroundColor(.orange)).displayList(at: 0).allTexts[0].color == Color.orange.rgba)
    }

    @Test func viewModifiersReachTheTextsInside() {
        let spec = layout(VStack { Text("Title") }.bold().underline().textCase(.uppercase))
        #expect(spec.string == "TITLE")
        #expect(spec.spans == [TextSpan(range: 0..<5, font: FontSpec(size: 17, weight: 700), underline: TextDecoration())])
        // The text's own attribute wins over the view's.
        #expect(layout(Text("x").fontWeight(.light).bold()).font.weight == 300)
    }

    @Test func interpolatedValuesPrintAsSwiftUIPrintsThem() {
        let count = 42, ratio = 3.14, name = "Ada"
        #expect(layout(Text("\(count) items")).string == "42 items")
        #expect(layout(Text("\(Int.min) \(UInt64.max) \(Int8(-7)) \(UInt8(200))")).string
                == "-9223372036854775808 18446744073709551615 -7 200")
        #expect(layout(Text("\(ratio)")).string == "3.140000")
        #expect(layout(Text("\(ratio, specifier: "%.1f") km")).string == "3.1 km")
        #expect(layout(Text("Hi **\(name)**")).spans == [
            TextSpan(range: 0..<3, font: body), TextSpan(range: 3..<6, font: FontSpec(size: 17, weight: 700)),
        ])
        #expect(layout(Text("\(Text("red").foregroundColor(.red)) and plain")).spans[0].color == Color.red.rgba)
    }

    /// A key with no markup character in its literal parts (read without the markdown scan) gives
    /// each literal stretch as one plain run and each value's runs as they are.
    @Test func aKeyWithoutMarkupIsItsLiteralsAndValues() {
        let key: LocalizedStringKey = "Count: \(5) of \(Text("ten").bold()) \u{FFFC}, done"
        #expect(key.runs == [TextRun(.string("Count: ")), TextRun(.string("5")), TextRun(.string(" of ")),
                             TextRun(.string("ten"), style: TextRun.Style(weight: .bold)), TextRun(.string(" \u{FFFC}, done"))])
        #expect(LocalizedStringKey("").runs == [TextRun(.string(""))])
        let emptyValue: LocalizedStringKey = "\(Text(verbatim: ""))"
        #expect(emptyValue.runs == [TextRun(.string(""))])
        #expect(layout(Text("Count: \(5)")).spans == [TextSpan(range: 0..<7, font: body), TextSpan(range: 7..<8, font: body)])
    }
}

extension DisplayList {
    /// Every text drawing, in drawing order, inside groups too.
    var allTexts: [TextDrawing] {
        func visit(_ items: [DisplayItem]) -> [TextDrawing] {
            items.flatMap { item -> [TextDrawing] in
                switch item {
                case .text(let text): [text]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(items)
    }
}
