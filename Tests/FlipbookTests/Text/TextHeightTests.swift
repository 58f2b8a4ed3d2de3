import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A text offered less height than its wrapped lines take keeps only the lines that fit (at
/// least one, the last truncated), as SwiftUI's text fits itself into the proposed size: it
/// never reports a height above the one it was offered unless a single line does not fit.
@MainActor
@Suite struct TextHeightTests {
    @Test func aTextKeepsOnlyTheLinesTheProposedHeightHolds() {
        // Fake metrics at 3×: "World" at 13 pt is 32.5 × 16.25 points (6.5 a character); 32.4 pt
        // wide it wraps after four characters: "Worl" / "d", 26 × 32.5 points (98 pixels tall).
        let log = SizeLog()
        let lineHeight: CGFloat = 49.0 / 3, twoLines: CGFloat = 98.0 / 3
        let proposals = [ProposedViewSize(width: 32.4, height: nil), ProposedViewSize(width: 32.4, height: .infinity),
                         ProposedViewSize(width: 32.4, height: twoLines), ProposedViewSize(width: 32.4, height: lineHeight),
                         ProposedViewSize(width: 32.4, height: 20), ProposedViewSize(width: 32.4, height: 0)]
        _ = makeGraph(ProposingLayout(proposals: proposals, log: log) { Text("World").font(.system(size: 13)) }, scale: 3)
        // No height, any height, and the two lines' own height keep both lines; one line's
        // height, a little more, and none at all keep one.
        #expect(log.sizes == [CGSize(width: 26, height: twoLines), CGSize(width: 26, height: twoLines),
                              CGSize(width: 26, height: twoLines), CGSize(width: 26, height: lineHeight),
                              CGSize(width: 26, height: lineHeight), CGSize(width: 26, height: lineHeight)])
    }

    @Test func aLongerTextKeepsAsManyLinesAsFit() {
        // "abcdefghij" 26 pt wide is three lines of four characters (48.75 pt); 40 pt holds two
        // (32.5 pt), 48.75 all three. A lineLimit below what fits still wins.
        let log = SizeLog()
        let proposals = [ProposedViewSize(width: 26, height: 40), ProposedViewSize(width: 26, height: 48.75)]
        _ = makeGraph(ProposingLayout(proposals: proposals, log: log) { Text("abcdefghij").font(.system(size: 13)) })
        #expect(log.sizes == [CGSize(width: 26, height: 33), CGSize(width: 26, height: 49)])
        let limited = SizeLog()
        _ = makeGraph(ProposingLayout(proposals: [ProposedViewSize(width: 26, height: 40)], log: limited) {
            Text("abcdefghij").font(.system(size: 13)).lineLimit(1)
        })
        #expect(limited.sizes == [CGSize(width: 26, height: 17)])
    }

    @Test func aTextDrawnInAFrameOneLineHighIsOneTruncatedLine() {
        // The frame offers 32.4 × 17: "World" takes 26 × 17 and draws wrapped at 26 on one line, truncated.
        let graph = makeGraph(Text("World").font(.system(size: 13)).frame(width: 32.4, height: 17))
        let drawn = graph.displayList(at: 0).items.compactMap { item -> TextLayoutSpec? in
            if case .text(let text) = item { return text.layout }
            return nil
        }
        #expect(drawn.map(\.width) == [26] && drawn.map(\.lineLimit) == [1])
    }
}

@MainActor
private final class SizeLog {
    var sizes: [CGSize] = []
}

/// Asks its only subview for its size at each of `proposals` and logs the answers.
private struct ProposingLayout: Layout {
    let proposals: [ProposedViewSize]
    let log: SizeLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.sizes = proposals.map { subviews[0].sizeThatFits($0) }
        return subviews[0].sizeThatFits(.unspecified)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
}

/// A text's baselines on the pixel grid, as SwiftUI's metrics cache reports them: the first
/// rounded to the nearest pixel, the last moved by as much and then rounded up.
@MainActor
@Suite struct TextBaselineTests {
    @Test func baselinesAreRoundedToPixels() {
        // Fake metrics at 3×: 13.1 pt text has its first baseline at 13.1 (39.3 pixels → 39: 13);
        // 26 pt wide (three 6.55 pt characters a line), "abcdefgh" is three lines of 16.375, the
        // last baseline at 45.85, moved by −0.1 to 45.75 (137.25 pixels → 138: 46).
        let log = BaselineLog()
        _ = makeGraph(BaselineReader(log: log) { Text("abcdefgh").font(.system(size: 13.1)) }, scale: 3)
        #expect(log.baselines == [13, 46])
    }
}

@MainActor
private final class BaselineLog {
    var baselines: [CGFloat] = []
}

/// Reads its only subview's first and last text baselines 26 pt wide.
private struct BaselineReader: Layout {
    let log: BaselineLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews[0].dimensions(in: ProposedViewSize(width: 26, height: nil))
        log.baselines = [dimensions[VerticalAlignment.firstTextBaseline], dimensions[VerticalAlignment.lastTextBaseline]]
        return subviews[0].sizeThatFits(.unspecified)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
}
