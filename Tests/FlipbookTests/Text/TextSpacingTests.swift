import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// The fake measurer with a font that has a line gap.
private final class LeadingMeasurer: TextMeasuring {
    private let fake = FakeTextMeasurer()
    func measure(_ spec: TextLayoutSpec) -> TextMetrics { fake.measure(spec) }
    func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        FontLineMetrics(ascent: font.size, descent: 0.25 * font.size, leading: 3.2, capHeight: 0.7 * font.size)
    }
}

/// Default stack spacing next to text, as SwiftUI computes it from font metrics. With the fake
/// metrics at 17 pt: ascent 17, descent 4.25, line height 21.25, a tenth of it rounded up to the
/// pixel ⌈2.125⌉ = 3, cap height 11.9.
@MainActor
@Suite struct TextSpacingTests {
    /// The gaps between the consecutive children of the root stack, each wrapped in a `.frame`
    /// (which keeps its spacing and shows its unrounded layout frame), along `axis`, to 1/1000 pt.
    private func gaps(_ view: some View, axis: Axis = .vertical, measurer: (any TextMeasuring)? = nil,
                      scale: Double = 1) -> [Double] {
        let graph = ViewGraph(root: view, size: CGSize(width: 400, height: 400), pixelScale: scale,
                              textMeasurer: measurer ?? FakeTextMeasurer())
        graph.update(at: 0)
        let frames = graph.layoutDump(at: 0).split(separator: "\n")
            .filter { $0.hasPrefix("  Frame") }
            .map { line -> (start: Double, end: Double) in
                let parts = line.split(separator: "(")[1].split(separator: ")")
                let origin = parts[0].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                let size = parts[1].trimmingCharacters(in: .whitespaces).split(separator: "×").map { Double($0)! }
                let (start, length) = axis == .vertical ? (origin[1], size[1]) : (origin[0], size[0])
                return (start, start + length)
            }
        return zip(frames, frames.dropFirst()).map { (($1.start - $0.end) * 1000).rounded() / 1000 }
    }

    private func square() -> some View { Color.red.frame(width: 10, height: 10).frame(width: 10) }

    @Test func textBelowTextIsSeparatedByTheFontLeading() {
        #expect(gaps(VStack { Text("A").frame(width: 50); Text("B").frame(width: 50) }) == [0])
        // A line gap of 3.2 rounds up to whole pixels: 4 at 1x, 3.5 at 2x.
        #expect(gaps(VStack { Text("A").frame(width: 50); Text("B").frame(width: 50) }, measurer: LeadingMeasurer()) == [4])
        #expect(gaps(VStack { Text("A").frame(width: 50); Text("B").frame(width: 50) }, measurer: LeadingMeasurer(),
                     scale: 2) == [3.5])
    }

    @Test func textNextToPlainViewsUsesItsLineMetrics() {
        // Below a plain view: descent + 3 = 7.25. Above one: max(21.25 + 3 − 11.9, 3 + 4.25) = 12.35.
        #expect(gaps(VStack { square(); Text("A").frame(width: 50); square() }) == [7.25, 12.35])
    }

    @Test func plainViewsPaddingAndSpacersKeepTheirRules() {
        #expect(gaps(VStack { square(); square() }) == [8])
        // Padded edges are plain: 8 between padded text and a plain view.
        #expect(gaps(VStack { Text("A").padding(1).frame(width: 50); square() }) == [8])
        // Padding on other edges keeps the text's own spacing on this one.
        #expect(gaps(VStack { Text("A").padding(.horizontal, 4).frame(width: 50); square() }) == [12.35])
        #expect(gaps(VStack { Text("A").frame(width: 50); Spacer().frame(height: 10); Text("B").frame(width: 50) }) == [0, 0])
    }

    @Test func aStackTakesItsFirstAndLastChildsPreferences() {
        // A nested stack starting with text is spaced from the text above as text is; one ending
        // with a plain view, from the text below as a plain view is.
        #expect(gaps(VStack { Text("A").frame(width: 50); VStack { Text("B"); square() }.frame(width: 50) }) == [0])
        #expect(gaps(VStack { VStack { Text("B"); square() }.frame(width: 50); Text("A").frame(width: 50) }) == [7.25])
    }

    @Test func horizontalNeighboursOfTextUseTheDefault() {
        #expect(gaps(HStack { Text("A").frame(width: 20); square() }, axis: .horizontal) == [8])
    }
}
