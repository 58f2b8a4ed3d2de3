import Testing
@testable import Flipbook

/// Pinned section headers and footers of lazy stacks and grids, along both axes. Every section
/// below is a 30 pt header, 250 pt of rows and a 20 pt footer, so in a 300 pt scroll view section
/// A spans 0…300 (header 0…30, footer 280…300) and section B 300…600 (header 300…330, footer 580…600).
@MainActor
@Suite struct PinnedSectionsTests {
    private let headers: [Color] = [.red, .orange]
    private let footers: [Color] = [.blue, .purple]

    /// A section of `index`: header, five 50 pt rows (or ten cells in two columns), footer, along `axis`.
    private func section(_ index: Int, along axis: Axis, cells: Int = 5) -> some View {
        let length = { (extent: CGFloat) in
            Color.gray.frame(width: axis == .horizontal ? extent : nil, height: axis == .vertical ? extent : nil)
        }
        return Section {
            ForEach(0..<cells, id: \.self) { _ in length(50) }
        } header: {
            headers[index].frame(width: axis == .horizontal ? 30 : nil, height: axis == .vertical ? 30 : nil)
        } footer: {
            footers[index].frame(width: axis == .horizontal ? 20 : nil, height: axis == .vertical ? 20 : nil)
        }
    }

    /// Where `color`'s shape is drawn at `time`.
    private func frame(of color: Color, in graph: ViewGraph, at time: Double) -> CGRect {
        graph.displayList(at: time).flattened.first { $0.kind == "shape" && $0.color == lightRGBA(color) }!.rect
    }

    private func scrolled(_ graph: ViewGraph, to offset: CGFloat, along axis: Axis, at time: Double) throws {
        try (axis == .vertical ? Scroll(toY: offset, at: time, animation: nil) : Scroll(toX: offset, at: time, animation: nil))
            .perform(on: graph)
    }

    @Test func aLazyVStacksFootersStickToTheBottomWhileTheirSectionShows() throws {
        let graph = makeGraph(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) { section(0, along: .vertical); section(1, along: .vertical) }
        })
        // At rest A's footer is where it lies (280); B's is held by its section's start (300).
        #expect(frame(of: .blue, in: graph, at: 0).minY == 280)
        #expect(frame(of: .purple, in: graph, at: 0).minY == 300)
        // Scrolled 100: A's footer scrolls up with its rows (280 − 100); B's sticks to the bottom (300 − 20).
        try scrolled(graph, to: 100, along: .vertical, at: 0.1)
        #expect(frame(of: .blue, in: graph, at: 0.1).minY == 180)
        #expect(frame(of: .purple, in: graph, at: 0.1).minY == 280)
        #expect(frame(of: .orange, in: graph, at: 0.1).minY == 200)
        // Headers are not pinned: A's scrolls off (0 − 250).
        try scrolled(graph, to: 250, along: .vertical, at: 0.2)
        #expect(frame(of: .red, in: graph, at: 0.2).minY == -250)
        #expect(frame(of: .purple, in: graph, at: 0.2).minY == 280)
    }

    @Test func pinnedHeadersAndFootersStopAtEachOther() throws {
        let graph = makeGraph(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                section(0, along: .vertical); section(1, along: .vertical)
            }
        })
        // B's footer cannot rise above B's header's end (330): off screen at rest.
        #expect(frame(of: .purple, in: graph, at: 0).minY == 330)
        // Scrolled 40: B's header shows at 260…290 and its footer follows it (330 − 40).
        try scrolled(graph, to: 40, along: .vertical, at: 0.1)
        #expect(frame(of: .red, in: graph, at: 0.1).minY == 0)
        #expect(frame(of: .orange, in: graph, at: 0.1).minY == 260)
        #expect(frame(of: .purple, in: graph, at: 0.1).minY == 290)
        // Scrolled 260: A's header is pushed up by A's footer (ends at 280 − 260 = 20); B's footer at the bottom.
        try scrolled(graph, to: 260, along: .vertical, at: 0.2)
        #expect(frame(of: .red, in: graph, at: 0.2).minY == -10)
        #expect(frame(of: .blue, in: graph, at: 0.2).minY == 20)
        #expect(frame(of: .purple, in: graph, at: 0.2).minY == 280)
        // At the end (300) B's header is at the top and its footer at the bottom, where they lie.
        try scrolled(graph, to: 300, along: .vertical, at: 0.3)
        #expect(frame(of: .orange, in: graph, at: 0.3).minY == 0)
        #expect(frame(of: .purple, in: graph, at: 0.3).minY == 280)
    }

    @Test func aLazyHStackPinsToTheLeadingAndTrailingEdges() throws {
        let graph = makeGraph(ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                section(0, along: .horizontal); section(1, along: .horizontal)
            }
        }.frame(width: 300))
        // The scroll view is 300 wide, centred in 400: x from 50. Scrolled 100: A's header held at
        // the leading edge (50), its footer scrolling with it (50 + 280 − 100), B's header where it
        // lies (50 + 300 − 100), B's footer held at the trailing edge (50 + 300 − 20).
        try scrolled(graph, to: 100, along: .horizontal, at: 0.1)
        #expect(frame(of: .red, in: graph, at: 0.1).minX == 50)
        #expect(frame(of: .blue, in: graph, at: 0.1).minX == 230)
        #expect(frame(of: .orange, in: graph, at: 0.1).minX == 250)
        #expect(frame(of: .purple, in: graph, at: 0.1).minX == 330)
    }

    @Test func aLazyVGridPinsHeadersAndFooters() throws {
        let columns = [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)]
        let graph = makeGraph(ScrollView {
            LazyVGrid(columns: columns, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                section(0, along: .vertical, cells: 10); section(1, along: .vertical, cells: 10)
            }
        })
        // Ten cells in two columns make five 50 pt lines: the same sections as the stack's.
        try scrolled(graph, to: 100, along: .vertical, at: 0.1)
        #expect(frame(of: .red, in: graph, at: 0.1) == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(frame(of: .blue, in: graph, at: 0.1).minY == 180)
        #expect(frame(of: .purple, in: graph, at: 0.1) == CGRect(x: 0, y: 280, width: 400, height: 20))
        // Without pinnedViews nothing pins: A's header scrolls off, B's footer lies below (580 − 100).
        let plain = makeGraph(ScrollView {
            LazyVGrid(columns: columns, spacing: 0) { section(0, along: .vertical, cells: 10); section(1, along: .vertical, cells: 10) }
        })
        try scrolled(plain, to: 100, along: .vertical, at: 0.1)
        #expect(frame(of: .red, in: plain, at: 0.1).minY == -100)
        #expect(frame(of: .purple, in: plain, at: 0.1).minY == 480)
    }

    @Test func aLazyHGridPinsAlongItsRows() throws {
        let graph = makeGraph(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.flexible(), spacing: 0)], spacing: 0, pinnedViews: [.sectionFooters]) {
                section(0, along: .horizontal); section(1, along: .horizontal)
            }
        }.frame(width: 300))
        // Scrolled 100: A's header (not pinned) at 50 − 100; B's footer held at the trailing edge (50 + 300 − 20).
        try scrolled(graph, to: 100, along: .horizontal, at: 0.1)
        #expect(frame(of: .red, in: graph, at: 0.1).minX == -50)
        #expect(frame(of: .purple, in: graph, at: 0.1).minX == 330)
    }
}
