import Testing
@testable import Flipbook

/// A text reports its glyphs' size rounded up to whole pixels, as SwiftUI does (its metrics cache
/// rounds the measured size up to the pixel length), and wraps only when its glyphs do not fit
/// the proposed width, so a proposal a fraction of a pixel short of the reported width still
/// shows one line.
@MainActor
@Suite struct TextPixelSizeTests {
    @Test func textSizesRoundUpToPixelsAndWrapOnlyWhenTheGlyphsDoNotFit() {
        // Fake metrics: "World" at 13 pt is 32.5 × 16.25 points (6.5 a character); at 3× that is
        // 97.5 × 48.75 pixels, reported as 98 × 49: 32⅔ × 16⅓ points.
        let log = ProposalLog()
        let widths: [CGFloat?] = [nil, 32.6, 32.5, 32.4]
        _ = makeGraph(ProposingLayout(widths: widths, log: log) { Text("World").font(.system(size: 13)) }, scale: 3)
        let oneLine: CGFloat = 98.0 / 3, twoLines: CGFloat = 98.0 / 3, lineHeight: CGFloat = 49.0 / 3
        #expect(log.sizes.map(\.width) == [oneLine, oneLine, oneLine, 26])
        // 32.6 and 32.5 are short of 32⅔ but fit the glyphs: one line. 32.4 does not: "Worl" / "d",
        // four characters (26 points) a line, two lines (32.5 points, 97.5 pixels → 98).
        #expect(log.sizes.map(\.height) == [lineHeight, lineHeight, lineHeight, twoLines])
        // At 1× the same text is 33 × 17 points; on the grid already, a size stays as it is.
        let whole = ProposalLog()
        _ = makeGraph(ProposingLayout(widths: [nil], log: whole) { Text("World").font(.system(size: 13)) })
        let even = ProposalLog()
        _ = makeGraph(ProposingLayout(widths: [nil], log: even) { Text("Worlds").font(.system(size: 20)) }, scale: 3)
        #expect(whole.sizes == [CGSize(width: 33, height: 17)] && even.sizes == [CGSize(width: 60, height: 25)])
    }
}

@MainActor
private final class ProposalLog {
    var sizes: [CGSize] = []
}

/// Asks its only subview for its size at each of `widths` (height unspecified) and logs the answers.
private struct ProposingLayout: Layout {
    let widths: [CGFloat?]
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.sizes = widths.map { subviews[0].sizeThatFits(ProposedViewSize(width: $0, height: nil)) }
        return subviews[0].sizeThatFits(.unspecified)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
}
