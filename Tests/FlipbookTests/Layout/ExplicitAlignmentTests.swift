import Testing
@testable import Flipbook

extension VerticalAlignment {
    private enum MidRow: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }

    /// A custom guide, as Apple's "aligning views across stacks" example declares one.
    static let midRow = VerticalAlignment(MidRow.self)
}

/// Containers take text baselines and custom guides from their children, as SwiftUI merges them
/// (`AlignmentID._combineExplicit`): a stack's first baseline is its top-most child's, its last
/// the bottom-most child's, a custom guide the mean of the children that set it; a frame's are its
/// child's where it puts the child. The fake measurer gives a line 1.25 × the font size, its
/// baseline at the size; the graph is 400 × 301 points, the content centred.
@MainActor
@Suite struct ExplicitAlignmentTests {
    private let size = CGSize(width: 400, height: 301)

    private func origins(_ view: some View) -> (String) -> CGPoint {
        let list = makeGraph(view, size: size).displayList(at: 0)
        return { list.origin(ofText: $0) }
    }

    @Test func aStacksFirstBaselineIsItsTopTexts() {
        // "Big" 50 tall, baseline 40; the VStack 50 tall, first baseline 20 ("a"'s): the stack is
        // 40 + 30 = 70 tall, from y 115.5 (on the pixel grid, 116); "a" starts 20 lower than "Big".
        let at = origins(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 40))
            VStack(alignment: .leading, spacing: 0) {
                Text("a").font(.system(size: 20))
                Text("b").font(.system(size: 20))
            }
        })
        #expect(at("Big").y == 116)
        #expect(at("a").y == 136)
        #expect(at("b").y == 161)
    }

    @Test func aStacksLastBaselineIsItsBottomTexts() {
        // The VStack's last baseline is "b"'s, 25 + 20 = 45; "Big"'s is 40: 55 tall, from y 123.
        let at = origins(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 40))
            VStack(alignment: .leading, spacing: 0) {
                Text("a").font(.system(size: 20))
                Text("b").font(.system(size: 20))
            }
        })
        #expect(at("Big").y == 128)
        #expect(at("a").y == 123)
        #expect(at("b").y == 148)
    }

    @Test func aFramesBaselineIsItsChildsWhereItPutsIt() {
        // "A" (10 × 25) centred in 50 × 75 starts 25 down: the frame's baseline is 45; "b"'s 40.
        let at = origins(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20)).frame(width: 50, height: 75)
            Text("b").font(.system(size: 40))
        })
        #expect(at("A").y == 138)
        #expect(at("b").y == 118)
    }

    @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
        // Left: green's centre, 10 + 10 = 20 down; right: blue's, 15 down. 45 tall, from y 128.
        let list = makeGraph(HStack(alignment: .midRow, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 20).alignmentGuide(.midRow) { $0[VerticalAlignment.center] }
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 30).alignmentGuide(.midRow) { $0[VerticalAlignment.center] }
                Color.gray.frame(width: 10, height: 10)
            }
        }, size: size).displayList(at: 0)
        #expect(list.rect(ofShape: 1) == CGRect(x: 190, y: 138, width: 10, height: 20))
        #expect(list.rect(ofShape: 2) == CGRect(x: 200, y: 133, width: 10, height: 30))
        #expect(list.rect(ofShape: 1).midY == list.rect(ofShape: 2).midY)
    }

    @Test func twoChildrenSettingAGuideGiveTheirMean() {
        // The guide at 0 in the first square and at the top of the second (10): the stack's is 5,
        // lined up with the other square's top: that square starts 5 below the stack's top.
        let list = makeGraph(HStack(alignment: .midRow, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
                Color.green.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
            }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
        }, size: size).displayList(at: 0)
        #expect(list.rect(ofShape: 2).minY - list.rect(ofShape: 0).minY == 5)
    }

    @Test func aStacksEdgesAreItsOwn() {
        // A leading guide moved inside the inner stack does not move the inner stack's leading edge.
        let list = makeGraph(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }
            }
        }, size: size).displayList(at: 0)
        #expect(list.rect(ofShape: 0).minX == list.rect(ofShape: 1).minX)
    }

    @Test func aCustomLayoutsBaselinesAreItsSubviewsWhereItPlacesThem() {
        // The column puts "a" 10 below its top: its first baseline is 10 + 20 = 30, "Big"'s 40, so
        // the column starts 10 below "Big"'s top and "a" 20 below; "b" follows 25 later.
        let at = origins(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 40))
            PaddedColumn(top: 10) {
                Text("a").font(.system(size: 20))
                Text("b").font(.system(size: 20))
            }
        })
        #expect(at("a").y - at("Big").y == 20)
        #expect(at("b").y - at("a").y == 25)
    }

    @Test func aCustomLayoutsOwnGuideWins() {
        // The column says its first baseline is at its top: "a" (10 below it) starts 40 + 10 below
        // "Big"'s top.
        let at = origins(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 40))
            TopBaselineColumn(column: PaddedColumn(top: 10)) {
                Text("a").font(.system(size: 20))
            }
        })
        #expect(at("a").y - at("Big").y == 50)
    }
}

/// Subviews one under another, `top` points below the column's top.
private struct PaddedColumn: Layout {
    var top: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: top + sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY + top
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// A `PaddedColumn` whose first baseline is its top, and which has no other explicit guide.
private struct TopBaselineColumn: Layout {
    var column: PaddedColumn

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        column.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .firstTextBaseline ? bounds.minY : nil
    }
}
