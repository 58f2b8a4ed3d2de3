import Testing
@testable import Flipbook

@MainActor
@Suite struct GridTests {
    private let square = CGSize(width: 100, height: 100)

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 10, height: 20)
            }
            GridRow {
                Color.green.frame(width: 10, height: 10)
            }
        }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        // Columns 30 and 10, rows 20 and 10: 40 × 30 centred at (30, 35); cells centred in their slots.
        #expect(list.rect(ofShape: 0) == CGRect(x: 30, y: 40, width: 30, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 60, y: 35, width: 10, height: 20))
        #expect(list.rect(ofShape: 2) == CGRect(x: 40, y: 55, width: 10, height: 10))
    }

    @Test func flexibleCellsShareTheRemainingWidth() {
        let grid = Grid { GridRow { Color.red; Color.blue.frame(width: 20) } }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 72, height: 100))
        #expect(list.rect(ofShape: 1) == CGRect(x: 80, y: 0, width: 20, height: 100))
    }

    @Test func aViewOutsideARowSpansEveryColumn() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) }
            Color.green.frame(height: 5).gridCellUnsizedAxes(.horizontal)
        }
        #expect(makeGraph(grid, size: square).displayList(at: 0).rect(ofShape: 2) == CGRect(x: 25, y: 53, width: 50, height: 5))
    }

    /// `PlanComparison.swift`'s table: a `Divider` between rows that does not size the columns is
    /// drawn as a hairline across the whole grid (its columns' widths and gaps), in the row it makes.
    @Test func anUnsizedDividerBetweenRowsIsDrawnAcrossTheGrid() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
            GridRow { Text("Feature").font(.headline); Text("Free").font(.headline); Text("Pro").font(.headline) }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Projects"); Text("3"); Text("Unlimited") }
        }
        let list = makeGraph(grid, size: CGSize(width: 300, height: 100), scale: 2).displayList(at: 0)
        // Columns 68 ("Projects"), 34 ("Free"), 76.5 ("Unlimited") and two 16-pt gaps: 210.5 wide,
        // centred at x 44.75; rows 21.5, 0.5 and 21.5 with 12-pt gaps: 67.5 tall from y 16.25.
        // The divider's row starts at 16.25 + 21.5 + 12 = 49.75; leaves snap to the half-point grid.
        let separator = lightRGBA(Color(UIColor.separator))
        #expect(list.flattened.filter { $0.kind == "shape" && $0.color == separator }.map(\.rect)
                == [CGRect(x: 45, y: 50, width: 210.5, height: 0.5)])
    }

    @Test func aFlexibleViewSpanningEveryColumnWidensTheGrid() {
        // Apple's Grid documentation: a Divider between rows makes the whole grid fill the width
        // offered; the two columns share it: (100 − 10) / 2 = 45 each.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) }
            Color.green.frame(height: 5)
        }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 13, y: 43, width: 20, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 68, y: 43, width: 20, height: 10))
        #expect(list.rect(ofShape: 2) == CGRect(x: 0, y: 53, width: 100, height: 5))
    }

    @Test func aWideColumnKeepsItsWidthAndTheOthersShareTheRestOfTheProposal() {
        // 90 to share between the columns: the second needs 70 (more than half), so it keeps 70 and
        // the first takes the remaining 20; the grid is exactly as wide as offered.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 70, height: 10) }
            Color.green.frame(height: 5)
        }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 5, y: 43, width: 10, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 30, y: 43, width: 70, height: 10))
        #expect(list.rect(ofShape: 2) == CGRect(x: 0, y: 53, width: 100, height: 5))
    }

    @Test func rowsMadeOnlyOfSpanningCellsFillTheGrid() {
        let spanning = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.gridCellColumns(2) }
            GridRow { Color.blue.frame(height: 20).gridCellColumns(2) }
        }
        let list = makeGraph(spanning, size: square).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(list.rect(ofShape: 1) == CGRect(x: 0, y: 80, width: 100, height: 20))
        // Views outside any row: one column, as wide as the grid is offered.
        let outside = Grid(verticalSpacing: 0) { Color.red.frame(height: 30); Color.blue.frame(height: 30) }
        let rows = makeGraph(outside, size: square).displayList(at: 0)
        #expect(rows.rect(ofShape: 0) == CGRect(x: 0, y: 20, width: 100, height: 30))
        #expect(rows.rect(ofShape: 1) == CGRect(x: 0, y: 50, width: 100, height: 30))
    }

    @Test func aSpanningCellWiderThanItsColumnsWidensThemEqually() {
        // Columns 10 and 20 (+10 gap = 40) under a 60-wide spanning cell: each widens by 10.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { Color.green.frame(width: 60, height: 10).gridCellColumns(2) }
        }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 25, y: 40, width: 10, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 55, y: 40, width: 20, height: 10))
        #expect(list.rect(ofShape: 2) == CGRect(x: 20, y: 50, width: 60, height: 10))
    }

    // FakeTextMeasurer at size 10: 5 points a character, 12.5 a line.
    private func text(_ count: Int) -> some View {
        Text(String(repeating: "x", count: count)).font(.system(size: 10))
    }

    /// Columns 30, 20 and 10 wide with 10-point gaps, over a 160-wide text spanning the first two.
    private func threeColumnsUnderASpanningText() -> some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow { text(32).gridCellColumns(2) }
        }
    }

    @Test func aSpanningTextWiderThanItsColumnsWrapsWithinTheBoundedProposal() {
        // Columns 30, 20, 10 with 10-point gaps (80). The text spanning the first two ideally
        // needs 160; 100 offered leaves 80 for it beside the third column and its gap, so it wraps
        // to two 80-wide lines and its columns widen equally by 10 to 40 and 30: the grid is
        // exactly 100 wide, not 180.
        let grid = threeColumnsUnderASpanningText().background(Color.gray)
        let graph = makeGraph(grid, size: CGSize(width: 100, height: 95))
        let list = graph.displayList(at: 0)
        // Rows 10 and 25 (35 tall) centred: from y 30.
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 5, y: 30, width: 30, height: 10)])
        #expect(graph.shapes(in: .blue, at: 0) == [CGRect(x: 55, y: 30, width: 20, height: 10)])
        #expect(graph.shapes(in: .green, at: 0) == [CGRect(x: 90, y: 30, width: 10, height: 10)])
        #expect(list.origin(ofText: String(repeating: "x", count: 32)) == CGPoint(x: 0, y: 40))
        #expect(graph.shapes(in: .gray, at: 0) == [CGRect(x: 0, y: 30, width: 100, height: 35)])
    }

    @Test func aSpanningTextNarrowerThanItsColumnsLeavesThemAsTheirCellsSizeThem() {
        // Columns 30 and 20 (+10 gap = 60) over a 20-wide text: unchanged; the text is centred.
        // Its 12.5-point line reports 13 (whole pixels at scale 1): the grid is 10 + 13 tall.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { text(4).gridCellColumns(2) }
        }.background(Color.gray)
        let graph = makeGraph(grid, size: CGSize(width: 100, height: 82.5))
        let list = graph.displayList(at: 0)
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 20, y: 30, width: 30, height: 10)])
        #expect(graph.shapes(in: .blue, at: 0) == [CGRect(x: 60, y: 30, width: 20, height: 10)])
        #expect(list.origin(ofText: "xxxx") == CGPoint(x: 40, y: 40))
        #expect(graph.shapes(in: .gray, at: 0) == [CGRect(x: 20, y: 30, width: 60, height: 23)])
    }

    @Test func anUnboundedProposalGivesASpanningTextItsIdealWidth() {
        // Offered no width (fixed size), the 160-wide text stays on one line and its columns
        // widen equally by 50 to 80 and 70; the grid is 180 wide, centred past the 100-wide scene.
        let grid = threeColumnsUnderASpanningText().fixedSize()
        let list = makeGraph(grid, size: CGSize(width: 100, height: 82.5)).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: -15, y: 30, width: 30, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 75, y: 30, width: 20, height: 10))
        #expect(list.rect(ofShape: 2) == CGRect(x: 130, y: 30, width: 10, height: 10))
        #expect(list.origin(ofText: String(repeating: "x", count: 32)) == CGPoint(x: -40, y: 40))
    }

    @Test func aSpanningTextThatDoesNotSizeItsColumnsWrapsWithinThem() {
        // gridCellUnsizedAxes(.horizontal): the columns stay 30 and 20 (60 with the gap) and the
        // 160-wide text wraps to three 60-wide lines (12 characters each) inside them.
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { text(32).gridCellColumns(2).gridCellUnsizedAxes(.horizontal) }
        }
        let list = makeGraph(grid, size: CGSize(width: 100, height: 107.5)).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 20, y: 30, width: 30, height: 10))
        #expect(list.origin(ofText: String(repeating: "x", count: 32)) == CGPoint(x: 20, y: 40))
    }

    @Test func spansAndColumnAlignment() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 40, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 10).gridColumnAlignment(.leading); Color.gray.frame(width: 10, height: 10) }
            GridRow { Color.orange.frame(width: 30, height: 10).gridCellColumns(2) }
        }
        let list = makeGraph(grid, size: square).displayList(at: 0)
        // Columns 20 and 40 (60 wide, x from 20); the first column is leading-aligned.
        #expect(list.rect(ofShape: 2) == CGRect(x: 20, y: 45, width: 10, height: 10))
        #expect(list.rect(ofShape: 3) == CGRect(x: 55, y: 45, width: 10, height: 10))
        // The spanning cell is centred across both columns.
        #expect(list.rect(ofShape: 4) == CGRect(x: 35, y: 55, width: 30, height: 10))
    }

    @Test func lazyGridTrackExamples() {
        let adaptive = GridTracks(items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200)
        #expect(adaptive.lengths == [70, 57, 57])
        #expect(adaptive.total == 200)
        let flexible = GridTracks(items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], length: 200)
        #expect(flexible.lengths == [96, 120])
        #expect(flexible.total == 224)
    }

    @Test func lazyVGridFillsRowsAndOverflowsCentred() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], spacing: 4) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        }
        let list = makeGraph(grid, size: CGSize(width: 200, height: 100)).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: -12, y: 38, width: 96, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 92, y: 38, width: 120, height: 10))
        #expect(list.rect(ofShape: 2) == CGRect(x: -12, y: 52, width: 96, height: 10))
    }

    @Test func lazyGridWithoutTracksIsReported() {
        let graph = makeGraph(LazyVGrid(columns: []) { Color.red })
        #expect(graph.errors.map(\.description) == ["LazyVGrid(columns: []): a lazy grid needs at least one GridItem"])
    }
}
