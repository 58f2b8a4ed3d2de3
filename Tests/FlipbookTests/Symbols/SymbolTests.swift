@testable import Flipbook
import FlipbookDisplayList
import Foundation
import Testing

/// SF Symbol stand-ins: sizes and baselines by text style and image scale, glyphs, layers, the
/// placeholder and its warning.
@MainActor
@Suite struct SymbolTests {
    @Test func aSymbolIsASquareSizedByItsFontAndImageScale() {
        // 1.15 × the point size at the medium scale, × 0.783 small and × 1.29 large (a stack
        // around the symbol shows its unrounded layout size).
        let sizes: [(Font, Image.Scale, String)] = [
            (.body, .medium, "19.55×19.55"), (.largeTitle, .medium, "39.1×39.1"), (.caption, .medium, "13.8×13.8"),
            (.body, .small, "15.308×15.308"), (.body, .large, "25.219×25.219"), (.system(size: 40), .medium, "46×46"),
        ]
        for (font, scale, size) in sizes {
            let dump = makeGraph(HStack { Image(systemName: "star.fill") }.font(font).imageScale(scale)).layoutDump(at: 0)
            #expect(dump.split(separator: "\n").first?.hasSuffix(size) == true, "\(dump)")
        }
    }

    @Test func aVariableValueSymbolDrawsItsWholeStandIn() {
        // The stand-in has one layer: whatever the value, the symbol is the plain one, 19.55 pt at body.
        #expect(Image(systemName: "wifi", variableValue: 0.3) == Image(systemName: "wifi"))
        let dump = makeGraph(HStack { Image(systemName: "wifi", variableValue: 0) }).layoutDump(at: 0)
        #expect(dump.split(separator: "\n").first?.hasSuffix("19.55×19.55") == true, "\(dump)")
    }

    @Test func aSymbolsBaselineIsTheFontsCapHeightCentre() {
        // Body: side 19.55, cap height 17 × 0.7275 = 12.3675; baseline 19.55/2 + 12.3675/2 = 15.95875.
        let graph = makeGraph(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill")
            Color.red.frame(width: 4, height: 4).alignmentGuide(.firstTextBaseline) { $0[.bottom] }
        })
        let symbolTop = graph.displayList(at: 0).allTexts[0].origin.y + 19.55 * 1.2 / 12
        let redBottom = graph.displayList(at: 0).flattened.first { $0.kind == "shape" }!.rect.maxY
        #expect(abs((redBottom - symbolTop) - 15.95875) < 0.5)
        #expect(SymbolMetrics.baseline(side: 19.55, font: .body) == 15.95875)
    }

    @Test func namesMapToGlyphsOutlineAndFilled() {
        #expect(SymbolTable.design(for: "heart")?.glyph == "\u{E87E}")        // favorite_border
        #expect(SymbolTable.design(for: "heart.fill")?.glyph == "\u{E87D}")   // favorite
        #expect(SymbolTable.design(for: "checkmark.circle.fill")?.glyph == "\u{E86C}")  // check_circle
        // Enclosed forms of any listed name are built from an enclosure and the stem's glyph.
        let trash = SymbolTable.design(for: "trash.circle.fill")
        #expect(trash?.glyph == nil)
        #expect(trash?.layers == SymbolTable.Layers(enclosure: "\u{EF4A}", isFilled: true, inner: "\u{E872}"))
        #expect(SymbolTable.design(for: "heart.square")?.layers?.inner == "\u{E87E}")
        #expect(SymbolTable.design(for: "no.such.symbol") == nil)
        #expect(SymbolTable.glyphs.count >= 500)
    }

    /// Names app code reaches for that once drew the placeholder, each with its closest Material glyph.
    @Test func everydayNamesHaveStandIns() {
        #expect(SymbolTable.design(for: "book.closed.fill")?.glyph == "\u{E865}")     // book
        #expect(SymbolTable.design(for: "water.waves")?.glyph == "\u{E176}")          // waves
        #expect(SymbolTable.design(for: "sun.horizon")?.glyph == "\u{E1C6}")          // wb_twilight
        #expect(SymbolTable.design(for: "person.crop.circle")?.glyph == "\u{E853}")   // account_circle
        #expect(SymbolTable.design(for: "person.crop.circle.badge.xmark")?.glyph == "\u{F03E}")  // no_accounts
        #expect(SymbolTable.design(for: "envelope.badge")?.glyph == "\u{F18A}")       // mark_email_unread
        #expect(SymbolTable.design(for: "checklist")?.glyph == "\u{E6B1}")            // checklist
        #expect(SymbolTable.design(for: "battery.75")?.glyph == "\u{EBD4}")           // battery_5_bar
        #expect(SymbolTable.design(for: "hurricane")?.glyph == "\u{EBD5}")            // cyclone
        #expect(SymbolTable.design(for: "figure.hiking")?.glyph == "\u{E50A}")        // hiking
        #expect(SymbolTable.design(for: "doc.text.image")?.glyph == "\u{EF42}")       // article
        #expect(SymbolTable.design(for: "frying.pan")?.glyph == "\u{E7D3}")           // soup_kitchen (a pot, the nearest)
    }

    /// Material's arrow_circle_up/down are outlines, so the filled SF names are built as a filled
    /// circle with the arrow knocked out, as iOS draws them.
    @Test func filledArrowCirclesAreFilledEnclosures() {
        #expect(SymbolTable.design(for: "arrow.up.circle.fill")?.layers
                == SymbolTable.Layers(enclosure: "\u{EF4A}", isFilled: true, inner: "\u{E5D8}"))   // circle, arrow_upward
        #expect(SymbolTable.design(for: "arrow.down.circle.fill")?.layers
                == SymbolTable.Layers(enclosure: "\u{EF4A}", isFilled: true, inner: "\u{E5DB}"))   // circle, arrow_downward
    }

    @Test func hierarchicalDrawsTheEnclosureFaintAndTheGlyphWhole() {
        let blue = Color.blue.rgba
        let mono = makeGraph(Image(systemName: "trash.circle.fill").foregroundStyle(.blue)).displayList(at: 0)
        // Monochrome: the glyph is knocked out of the enclosure in an isolated group.
        guard case .group(let knockout) = mono.items.first(where: { if case .group = $0 { true } else { false } }) ?? mono.items[0]
        else { Issue.record("no group"); return }
        #expect(knockout.isolated)
        let layered = makeGraph(Image(systemName: "trash.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)).displayList(at: 0).allTexts
        #expect(layered.map(\.color) == [RGBAColor(red: blue.red, green: blue.green, blue: blue.blue, alpha: 0.3), blue])
        #expect(layered[1].layout.font.size == layered[0].layout.font.size * 0.6)
    }

    @Test func twoForegroundStylesDrawAPaletteSymbolsLayersInEach() {
        // An enclosed symbol: the enclosure in the secondary style under the glyph in the primary.
        let layered = makeGraph(Image(systemName: "trash.circle.fill").foregroundStyle(.white, .green)).displayList(at: 0).allTexts
        #expect(layered.map(\.color) == [lightRGBA(.green), lightRGBA(.white)])
        // One glyph: a filled symbol's body is its secondary layer; another's is its primary.
        let filled = makeGraph(Image(systemName: "heart.fill").foregroundStyle(.white, .red)).displayList(at: 0).allTexts
        #expect(filled.map(\.color) == [lightRGBA(.red)])
        let outline = makeGraph(Image(systemName: "heart").foregroundStyle(.white, .red)).displayList(at: 0).allTexts
        #expect(outline.map(\.color) == [lightRGBA(.white)])
        // A rendering mode set explicitly wins: monochrome draws in the primary style alone.
        let mono = makeGraph(Image(systemName: "heart.fill").symbolRenderingMode(.monochrome).foregroundStyle(.white, .red))
        #expect(mono.displayList(at: 0).allTexts.map(\.color) == [lightRGBA(.white)])
    }

    @Test func anUnmappedNameDrawsADashedBoxAndWarnsOnce() {
        let graph = makeGraph(VStack {
            Image(systemName: "not.a.symbol")
            Image(systemName: "not.a.symbol")
            Text("see \(Image(systemName: "not.a.symbol"))")
        })
        #expect(graph.warnings == [SymbolTable.unmappedWarning("not.a.symbol")])
        func dashed(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { count, item in
                switch item {
                case .shape(let shape): count + (shape.stroke?.dash.isEmpty == false ? 1 : 0)
                case .group(let group): count + dashed(group.items)
                default: count
                }
            }
        }
        #expect(dashed(graph.displayList(at: 0).items) == 2)
    }

    @Test func symbolsInTextAreRunsOfTheIconFontCentredOnTheCapHeight() {
        let spec = makeGraph(Text("Rate \(Image(systemName: "star.fill"))")).displayList(at: 0).allTexts[0].layout
        #expect(spec.string == "Rate \u{E838}")
        let em = 17 * 1.15 * 1.2
        #expect(spec.spans[1] == TextSpan(range: 5..<8, font: FontSpec(family: .symbols, size: em),
                                          baselineOffset: 17 * 0.7275 / 2 - em / 2))
    }

    @Test func labelsShowIconAndTitleAsTheirStyleSays() {
        let both = makeGraph(Label("Inbox", systemImage: "tray")).displayList(at: 0).allTexts.map(\.layout.string)
        #expect(both == ["\u{E156}", "Inbox"])
        let icon = makeGraph(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)).displayList(at: 0).allTexts
        #expect(icon.map(\.layout.string) == ["\u{E156}"])
        let title = makeGraph(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)).displayList(at: 0).allTexts
        #expect(title.map(\.layout.string) == ["Inbox"])
    }

    @Test func symbolVariantsPickTheFilledForm() {
        let text = makeGraph(Image(systemName: "heart").symbolVariant(.fill)).displayList(at: 0).allTexts
        #expect(text.map(\.layout.string) == ["\u{E87D}"])
    }
}
