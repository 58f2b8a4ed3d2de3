import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// A text cut to one line has exactly the box pango lays it out in, found from its unwrapped line
/// and the ellipsis; and it is never taller than the text wrapped at any width.
@Suite struct OneLineCutTests {
    /// Numbers, words with spaces, kerning pairs and ligatures, and strings drawn from every character
    /// the cut takes (a fixed generator, so every run checks the same ones).
    static let strings: [String] = {
        var strings = (0..<100).map { String($0 * 101) } + ["", " ", "AVAWAYTo", "office hours", "Tj. ", "(1,234.56)", "Résumé",
                                                              "a\u{A0}b", "  lead", "trail  "]
        let characters = (0x20...0x7E).map { Character(Unicode.Scalar($0)!) }
            + (0xA0...0xFF).filter { $0 != 0xAD }.map { Character(Unicode.Scalar($0)!) }
        var seed: UInt64 = 0x2545F491
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<150 { strings.append(String((0...next(16)).map { _ in characters[next(characters.count)] })) }
        return strings
    }()

    @Test(arguments: [FontSpec(size: 11), FontSpec(size: 17, weight: 700), FontSpec(family: .rounded, size: 13.5, italic: true),
                      FontSpec(size: 28, weight: 300)])
    func theCutIsPangosLayoutCutToOneLine(font: FontSpec) throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        let alignments: [TextLineAlignment] = [.leading, .center, .trailing]
        let truncations: [TextTruncation] = [.tail, .head, .middle]
        for (index, string) in Self.strings.enumerated() {
            let ideal = Double(measure(TextLayoutSpec(string: string, font: font)).size.width)
            // Every width from none to more than the line, fractions of a point and of a pango unit.
            for width in [nil, -3, 0, 0.3, 5.1, ideal * 0.37, ideal * 0.81, ideal - 0.0002, ideal, ideal + 1, .nan] as [Double?] {
                let spec = TextLayoutSpec(string: string, font: font, width: width, alignment: alignments[index % 3],
                                          lineLimit: 1, truncation: truncations[(index / 3) % 3], lineSpacing: Double(index % 2) * 4)
                let cut = try #require(OneLineCut(spec), "\(string)")
                #expect(cut.metrics(measure) == measure(spec), "\(string) at \(String(describing: width))")
                var wrapped = spec
                wrapped.lineLimit = nil
                #expect(measure(wrapped).size.height >= measure(spec).size.height, "\(string) at \(String(describing: width))")
            }
        }
    }

    @Test func textInOtherFontsOrNotCutToOneLineIsLaidOut() {
        #expect(OneLineCut(TextLayoutSpec(string: "Hello world", width: 20, lineLimit: 1)) != nil)
        for spec in [TextLayoutSpec(string: "Hello", width: 20), TextLayoutSpec(string: "Hello", width: 20, lineLimit: 2),
                     TextLayoutSpec(string: "日本", width: 5, lineLimit: 1), TextLayoutSpec(string: "two\nlines", width: 5, lineLimit: 1),
                     TextLayoutSpec(string: "soft\u{AD}hyphen", width: 5, lineLimit: 1),
                     TextLayoutSpec(string: "Hello", font: FontSpec(family: .serif), width: 5, lineLimit: 1),
                     TextLayoutSpec(string: "Hello", font: FontSpec(family: .custom("Inter")), width: 5, lineLimit: 1),
                     TextLayoutSpec(string: "Hello", width: 5, lineLimit: 1, allowsTightening: true),
                     TextLayoutSpec(string: "Hello", width: 5, lineLimit: 1, spans: [TextSpan(range: 0..<2, font: FontSpec(weight: 700))])] {
            #expect(OneLineCut(spec) == nil, "\(spec)")
        }
    }
}
