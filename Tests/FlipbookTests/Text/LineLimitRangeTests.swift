import Testing
@testable import Flipbook

/// `lineLimit` with ranges and `reservesSpace`: the lines text takes at least and at most.
@MainActor
@Suite struct LineLimitRangeTests {
    private func size<V: View>(_ view: V) -> CGSize { makeGraph(view).sizeThatFits(ProposedViewSize(width: 100, height: nil)) }

    @Test func reservedLinesMakeShortTextTaller() {
        // The fake measurer: 17 pt body text, a line 21.25 pt, reported on whole points.
        #expect(size(Text("Hi")) == CGSize(width: 17, height: 22))
        #expect(size(Text("Hi").lineLimit(3, reservesSpace: true)) == CGSize(width: 17, height: 64))
        #expect(size(Text("Hi").lineLimit(2...4)) == CGSize(width: 17, height: 43))
        #expect(size(Text("Hi").lineLimit(2...)) == CGSize(width: 17, height: 43))
    }

    @Test func theUpperBoundLimitsLines() {
        let long = String(repeating: "a", count: 60)
        // 11 characters of 8.5 pt fit a 100-point line: 6 lines unlimited, cut to the bound.
        #expect(size(Text(long)).height == 128)
        #expect(size(Text(long).lineLimit(1...3)).height == 64)
        #expect(size(Text(long).lineLimit(...2)).height == 43)
        #expect(size(Text(long).lineLimit(2, reservesSpace: false)).height == 43)
    }
}
