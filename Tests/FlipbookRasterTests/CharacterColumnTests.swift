import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// A text measured at width 0 from its characters has exactly the box pango lays it out in.
@Suite struct CharacterColumnTests {
    /// Numbers, words with kerning pairs and ligatures, punctuation and accented letters, and
    /// strings drawn from every character the column takes (a fixed generator, so every run checks
    /// the same ones).
    static let strings: [String] = {
        var strings = (0..<300).map { String($0 * 37) } + ["AVAWAYTo", "office", "Tj.", "(1,234.56)", "$9.99", "Résumé", "WAVY", "¿»ÿ×"]
        let characters = (0x21...0x7E).map { Character(Unicode.Scalar($0)!) }
            + (0xA1...0xFF).filter { $0 != 0xAD }.map { Character(Unicode.Scalar($0)!) }
        var seed: UInt64 = 0x5DEECE66D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 { strings.append(String((0...next(12)).map { _ in characters[next(characters.count)] })) }
        return strings
    }()

    @Test(arguments: [FontSpec(size: 11), FontSpec(size: 17, weight: 700), FontSpec(family: .rounded, size: 13.5, italic: true),
                      FontSpec(size: 28, weight: 300)])
    func theColumnIsPangosLayoutAtWidthZero(font: FontSpec) throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        for string in Self.strings {
            let spec = TextLayoutSpec(string: string, font: font, width: 0)
            let column = try #require(CharacterColumn(spec), "\(string)")
            #expect(column.metrics(measure) == measure(spec), "\(string)")
        }
    }

    @Test func textWhoseLinesShareContextOrFontsIsLaidOut() {
        let plain = TextLayoutSpec(string: "Hello", width: 0)
        #expect(CharacterColumn(plain) != nil)
        for spec in [TextLayoutSpec(string: "Hello world", width: 0), TextLayoutSpec(string: "Hello", width: 1),
                     TextLayoutSpec(string: "Hello"), TextLayoutSpec(string: "日本", width: 0),
                     TextLayoutSpec(string: "soft\u{AD}hyphen", width: 0), TextLayoutSpec(string: "", width: 0),
                     TextLayoutSpec(string: "Hello", font: FontSpec(family: .serif), width: 0),
                     TextLayoutSpec(string: "Hello", width: 0, alignment: .center),
                     TextLayoutSpec(string: "Hello", width: 0, lineLimit: 2),
                     TextLayoutSpec(string: "Hello", width: 0, lineSpacing: 2),
                     TextLayoutSpec(string: "Hello", width: 0, spans: [TextSpan(range: 0..<2, font: FontSpec(weight: 700))])] {
            #expect(CharacterColumn(spec) == nil, "\(spec)")
        }
    }
}
