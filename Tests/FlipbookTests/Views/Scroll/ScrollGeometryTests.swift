import FlipbookDisplayList
import Testing
@testable import Flipbook

/// `onScrollGeometryChange(for:of:action:)`, `scrollClipDisabled` and `scrollBounceBehavior`'s
/// effect on `Pull`, on a 400×300 scroll view of twenty 50 pt rows (1,000 pt of content).
@MainActor
@Suite struct ScrollGeometryTests {
    @MainActor final class Log {
        var changes: [(old: CGFloat, new: CGFloat)] = []
        var geometries: [ScrollGeometry] = []
    }

    private func rows(_ count: Int = 20) -> some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 50) } }
    }

    @Test func theActionRunsWithTheOldAndNewValueOnEachChange() throws {
        let log = Log()
        let graph = makeGraph(ScrollView { rows() }.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) {
            log.changes.append(($0, $1))
        })
        graph.runTimers(through: 0)
        // Not for the first value.
        #expect(log.changes.isEmpty)
        try Scroll(toY: 120, at: 0.5, animation: nil).perform(on: graph)
        graph.runTimers(through: 0.5)
        #expect(log.changes.map(\.old) == [0])
        #expect(log.changes.map(\.new) == [120])
    }

    @Test func anAnimatedScrollReportsEveryFrame() throws {
        let log = Log()
        let graph = makeGraph(ScrollView { rows() }.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) {
            log.changes.append(($0, $1))
        })
        graph.runTimers(through: 0)
        try Scroll(toY: 120, at: 1, animation: .linear(duration: 0.1)).perform(on: graph)
        graph.runTimers(through: 2)
        // Six frames of a linear 0.1 s move: 20 pt each.
        #expect(log.changes.map { ($0.new * 1_000).rounded() / 1_000 } == [20, 40, 60, 80, 100, 120])
        #expect(log.changes.map { ($0.old * 1_000).rounded() / 1_000 } == [0, 20, 40, 60, 80, 100])
    }

    @Test func theGeometryCountsTheSafeAreaAndMarginsAsInsets() throws {
        // The scroll view fills the safe area below a 40 pt inset and reaches under it; 20 pt margins above and below.
        let log = Log()
        let graph = makeSceneGraph(ScrollView { rows() }.contentMargins(.vertical, 20).onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) {
            log.geometries.append($1)
        }, size: CGSize(width: 400, height: 340), safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0))
        graph.runTimers(through: 0)
        try Scroll(toY: 100, at: 0.5, animation: nil).perform(on: graph)
        graph.runTimers(through: 0.5)
        let geometry = try #require(log.geometries.last)
        #expect(geometry.contentInsets == EdgeInsets(top: 60, leading: 0, bottom: 20, trailing: 0))
        // 100 pt scrolled from the rest position, which is 60 pt above the content's top.
        #expect(geometry.contentOffset == CGPoint(x: 0, y: 40))
        #expect(geometry.contentSize == CGSize(width: 400, height: 1_000))
        #expect(geometry.containerSize == CGSize(width: 400, height: 340))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 400, height: 340))
    }

    /// Whether any group in `items` clips.
    private func clips(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case .group(let group) = item else { return false }
            return group.clip != nil || clips(group.items)
        }
    }

    @Test func scrollClipDisabledDrawsTheContentUnclipped() {
        let clipped = makeGraph(ScrollView { rows() }.frame(height: 100))
        #expect(clips(clipped.displayList(at: 0).items))
        let unclipped = makeGraph(ScrollView { rows() }.frame(height: 100).scrollClipDisabled())
        #expect(!clips(unclipped.displayList(at: 0).items))
        // Rows below the 100 pt frame (at y 100…200) are drawn all the same.
        #expect(unclipped.shapes(in: .gray, at: 0)[3] == CGRect(x: 0, y: 250, width: 400, height: 50))
    }

    @Test func contentThatFitsAndBouncesBasedOnSizeCannotBePulled() throws {
        let short = makeGraph(ScrollView { rows(3) }.refreshable {}.scrollBounceBehavior(.basedOnSize))
        #expect(throws: RenderError.invalidScroll("Pull(distance: 160.0, duration: 0.4, at: 0.0): the content fits and the scroll view "
            + "bounces .basedOnSize, so it does not move under a finger; use .scrollBounceBehavior(.always)")) {
            try Pull(at: 0).perform(on: short)
        }
        // With more content than fits, or bouncing always, it pulls.
        try Pull(at: 0).perform(on: makeGraph(ScrollView { rows() }.refreshable {}.scrollBounceBehavior(.basedOnSize)))
        try Pull(at: 0).perform(on: makeGraph(ScrollView { rows(3) }.refreshable {}))
    }
}
