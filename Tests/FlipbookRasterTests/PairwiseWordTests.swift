import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// A word of letters and digits measured from its characters and their pairs has exactly the box
/// pango lays it out in, on one line and wrapped at any width (centred, only on one line), each
/// font's characters and pairs measured once for all its words (``FontAdvances``).
@Suite struct PairwiseWordTests {
    /// Random words of letters and digits but `x`, 3 to 14 characters (a fixed generator, so every
    /// run checks the same ones), and words with kerning pairs and would-be ligatures.
    static let words: [String] = {
        var words = ["AVAWAYTo", "office", "Tj7", "fifl", "LTAVyy", "WAVE1911", "ffffiii", "Kerning"]
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwyz")
        var seed: UInt64 = 0x5DEECE66D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 { words.append(String((0..<3 + next(12)).map { _ in characters[next(characters.count)] })) }
        return words
    }()

    /// The benchmark's grid: every number below 10,000 in the caption font, on one line and at
    /// shares of it that wrap it to two, three or four lines.
    @Test func everyNumberIsPangosLayout() throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        let font = FontSpec(size: 11)
        let advances = FontAdvances(TextLayoutSpec(string: "", font: font))
        var wrapped = 0
        for number in 100..<10_000 {
            let line = TextLayoutSpec(string: String(number), font: font)
            let ideal = measure(line)
            #expect(try #require(PairwiseWord(line)).metrics(in: advances, measure) == ideal, "\(number)")
            for share in [0.3, 0.52, 0.77] {
                var spec = line
                spec.width = Double(ideal.size.width) * share + Double(number % 7) / 1024
                let metrics = measure(spec)
                if metrics.size.height > ideal.size.height { wrapped += 1 }
                #expect(try #require(PairwiseWord(spec)).metrics(in: advances, measure) == metrics, "\(number) at \(spec.width!)")
            }
        }
        #expect(wrapped == 3 * 9_900)
    }

    @Test(arguments: [FontSpec(size: 11), FontSpec(size: 17, weight: 700), FontSpec(family: .rounded, size: 13.5, italic: true),
                      FontSpec(size: 28, weight: 300), FontSpec(size: 9.7, weight: 900, italic: true)])
    func everyWordIsPangosLayout(font: FontSpec) throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        func measure(_ spec: TextLayoutSpec) -> TextMetrics { engine.makeLayout(spec)?.metrics ?? .zero }
        let alignments: [TextLineAlignment] = [.leading, .center, .trailing]
        var lineCounts = Set<Int>()
        var tables: [TextLayoutSpec: FontAdvances] = [:]
        for (index, word) in Self.words.enumerated() {
            let ideal = Double(measure(TextLayoutSpec(string: word, font: font)).size.width)
            let line = Double(measure(TextLayoutSpec(string: "0", font: font)).size.height)
            // From no width, and a pango unit, to a hair more than the line.
            for width in [nil, 0, 1.0 / 1024, 4, ideal * 0.2, ideal * 0.35, ideal * 0.5, ideal * 0.65, ideal * 0.9,
                          ideal - 1.0 / 1024, ideal, .infinity] as [Double?] {
                let spec = TextLayoutSpec(string: word, font: font, width: width, alignment: alignments[index % 3])
                if spec.alignment == .center, width?.isFinite == true {
                    #expect(PairwiseWord(spec) == nil)
                    continue
                }
                let metrics = measure(spec)
                lineCounts.insert(Int((Double(metrics.size.height) / line).rounded()))
                let pairwise = try #require(PairwiseWord(spec))
                let advances = tables[pairwise.font] ?? FontAdvances(pairwise.font)
                tables[pairwise.font] = advances
                let model = pairwise.metrics(in: advances, measure)
                #expect(model == metrics, "\(word) at \(String(describing: width)): \(model), pango \(metrics)")
            }
        }
        #expect(lineCounts.isSuperset(of: 1...14))
    }

    @Test func otherTextIsLaidOut() {
        #expect(PairwiseWord(TextLayoutSpec(string: "abc", width: 20)) != nil)
        for spec in [TextLayoutSpec(string: "ab"), TextLayoutSpec(string: "two words"), TextLayoutSpec(string: "1,234"),
                     TextLayoutSpec(string: "2x3"), TextLayoutSpec(string: "Résumé"),
                     TextLayoutSpec(string: "abc", width: 9, alignment: .center), TextLayoutSpec(string: "abc", lineLimit: 2),
                     TextLayoutSpec(string: "abc", lineSpacing: 2), TextLayoutSpec(string: "abc", font: FontSpec(family: .serif)),
                     TextLayoutSpec(string: "abc", spans: [TextSpan(range: 0..<1, font: FontSpec(weight: 700))])] {
            #expect(PairwiseWord(spec) == nil, "\(spec)")
        }
    }
}
