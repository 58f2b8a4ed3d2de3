import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A `scrollPosition(id:)` binding is set to the view a finger or a `Scroll` event scrolled to
/// (the leading-most / top-most view of the `scrollTargetLayout()` container showing, or the one
/// at the anchor); a scroll the app asks for is not written back. 400×300 scenes at 60 fps.
@MainActor
@Suite struct ScrollPositionWriteBackTests {
    /// Five 400-pt pages (ids 0…4) in a paging horizontal scroll view bound to `page`, whose
    /// changes are logged; "Three" asks for page 3 in an animation.
    private struct Pager: View {
        let log: GestureLog
        @State private var page: Int? = 0
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<5, id: \.self) { _ in Color.gray.frame(width: 400, height: 200) }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $page)
                Button("Three") { withAnimation(.linear(duration: 0.5)) { page = 3 } }
            }
            .onChange(of: page) { log.add(page.map { "page \($0)" } ?? "none") }
        }
    }

    @Test func aFlickToTheNextPageSetsTheBindingToIt() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1.5) {
            // 120 pt left in 0.1 s: the content pages on to 400 (page 1), then to 800 (page 2).
            Drag(from: CGPoint(x: 300, y: 100), by: CGSize(width: -120, height: 0), duration: 0.1, at: 0)
            Drag(from: CGPoint(x: 300, y: 100), by: CGSize(width: -120, height: 0), duration: 0.1, at: 0.6)
            // A script's scroll to the last page's start.
            Scroll(toX: 1600, at: 1.2, animation: nil)
        } view: { Pager(log: log) }
        #expect(log.entries == ["page 1", "page 2", "page 4"])
    }

    @Test func aScrollTheAppAsksForIsNotWrittenBackOnTheWay() throws {
        let log = GestureLog()
        let run = try runFrames(through: 1) {
            Tap("Three", at: 0.1)
        } view: { Pager(log: log) }
        // Only the button's change: the pages passed on the way (1, 2) are not written back.
        #expect(log.entries == ["page 3"])
        // Page 3 shows, at the leading edge.
        let pages = try run.displayList(at: 1).flattened.filter { $0.kind == "shape" && $0.rect.height == 200 }.map(\.rect.minX)
        #expect(pages.sorted() == [-1200, -800, -400, 0, 400])
    }

    /// Twenty 50-pt rows (ids 0…19) in a vertical scroll view filling the 300-pt scene, bound
    /// with `anchor`.
    private struct Rows: View {
        let log: GestureLog
        let anchor: UnitPoint?
        @State private var row: Int?
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $row, anchor: anchor)
            .onChange(of: row) { log.add(row.map { "row \($0)" } ?? "none") }
        }
    }

    @Test func theBindingHoldsTheTopMostRowShowingOrTheRowAtTheAnchor() throws {
        let top = GestureLog()
        _ = try runFrames(through: 0.5) {
            // At 120 the top-most row showing is row 2 (100…150); at 100 it is row 2 too (row 1
            // ends at the top edge); at 99, row 1.
            Scroll(toY: 120, at: 0, animation: nil)
            Scroll(toY: 100, at: 0.1, animation: nil)
            Scroll(toY: 99, at: 0.2, animation: nil)
        } view: { Rows(log: top, anchor: nil) }
        #expect(top.entries == ["row 2", "row 1"])
        let centre = GestureLog()
        _ = try runFrames(through: 0.5) {
            // The centre of what shows is 150 below its top: 120 + 150 = 270, in row 5 (250…300).
            Scroll(toY: 120, at: 0, animation: nil)
        } view: { Rows(log: centre, anchor: .center) }
        #expect(centre.entries == ["row 5"])
    }

    /// The same rows bound to an iOS 18 `ScrollPosition`, asked to start at the bottom.
    private struct PositionedRows: View {
        let log: GestureLog
        @State private var position = ScrollPosition(idType: Int.self, edge: .bottom)
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .onChange(of: position) {
                log.add("\(position.viewID(type: Int.self).map(String.init) ?? "none") \(position.isPositionedByUser) \(position.edge == nil)")
            }
        }
    }

    @Test func aScrollPositionNamesTheViewAFingerOrAScriptScrolledTo() throws {
        let log = GestureLog()
        let run = try runFrames(through: 0.5) {
            // From the bottom (700 of 1,000 − 300) up to 120: row 2 (100…150) is the top-most showing.
            Scroll(toY: 120, at: 0.1, animation: nil)
        } view: { PositionedRows(log: log) }
        #expect(log.entries == ["2 true true"])
        // Named, not asked for: the content stays where the scroll left it (row 2 at 100 − 120).
        let rows = try run.displayList(at: 0.5).flattened.filter { $0.kind == "shape" }.map(\.rect.minY)
        #expect(rows.first == -120)
    }
}
