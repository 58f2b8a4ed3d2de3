/// Lays out a `Grid`: measures every cell, sizes columns and rows, then places
/// each cell in its slot with the grid's, row's, column's or cell's alignment.
final class GridElement: Element {
    private let alignment: Alignment
    private let gaps: CGSize

    /// A cell: its element, row, first column and span.
    private struct Cell {
        let element: Element
        let row: Int
        let column: Int
        let span: Int
    }

    private var cells: [Cell] = []
    private var rowAlignments: [VerticalAlignment?] = []
    private var columnCount = 1

    init(rows: [Element], alignment: Alignment, spacing: CGSize, id: ViewID) {
        self.alignment = alignment
        gaps = spacing
        super.init(.container, id: id, children: rows)
        var cells: [Cell] = []
        var widest = 0
        for (rowIndex, row) in laidOutChildren.enumerated() {
            if let gridRow = row.traits.gridRow?.element {
                var column = 0
                for cell in gridRow.laidOutChildren {
                    let span = cell.traits.gridCell.columns
                    cells.append(Cell(element: cell, row: rowIndex, column: column, span: span))
                    column += span
                }
                widest = max(widest, column)
                rowAlignments.append(gridRow.alignment)
            } else {
                cells.append(Cell(element: row, row: rowIndex, column: 0, span: 0))
                rowAlignments.append(nil)
            }
        }
        columnCount = max(widest, 1)
        self.cells = cells.map { $0.span == 0 ? Cell(element: $0.element, row: $0.row, column: 0, span: columnCount) : $0 }
    }

    /// Sizes along one axis: the widest (ideal) single-span cell of each track, widened
    /// equally where a spanning cell needs more than its tracks give. Under a bounded proposal a
    /// spanning cell needs at most its size when offered what the proposal leaves beside the
    /// other tracks, so a long spanning text widens the grid up to the proposal and wraps there
    /// instead of pushing the grid past it (Apple's `gridCellUnsizedAxes(_:)` documentation: a
    /// flexible cell makes the grid fill the width offered, and that modifier keeps a cell from
    /// sizing its columns). Sharing the extra equally among the spanned tracks is an estimate.
    /// Tracks of flexible cells (spanning or not) share what the proposal leaves: each gets an
    /// equal share, except those whose cells need more, which keep their size, so the grid
    /// widens to the proposal but not past it.
    private func tracks(count: Int, axis: Axis, proposal: CGFloat?, gap: CGFloat,
                        index: (Cell) -> Int, span: (Cell) -> Int, offer: (Cell) -> ProposedViewSize) -> [CGFloat] {
        var ideal = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        let sized = cells.filter { !$0.element.traits.gridCell.unsizedAxes.contains(axis == .horizontal ? .horizontal : .vertical) }
        // Single-span cells first, then spanning cells over the tracks they found.
        for cell in sized.filter({ span($0) == 1 }) + sized.filter({ span($0) > 1 }) {
            let spanned = index(cell)..<min(index(cell) + span(cell), count)
            var idealOffer = offer(cell)
            idealOffer[axis] = nil
            let given = spanned.reduce(0) { $0 + ideal[$1] } + gap * CGFloat(spanned.count - 1)
            var needed = cell.element.sizeThatFits(idealOffer)[axis]
            if spanned.count > 1, let proposal, proposal.isFinite {
                let beside = ideal.indices.filter { !spanned.contains($0) }.reduce(0) { $0 + ideal[$1] }
                var bounded = offer(cell)
                bounded[axis] = max(given, proposal - beside - gap * CGFloat(count - spanned.count))
                needed = min(needed, cell.element.sizeThatFits(bounded)[axis])
            }
            if needed > given {
                for track in spanned { ideal[track] += (needed - given) / CGFloat(spanned.count) }
            }
            var wide = offer(cell)
            wide[axis] = .infinity
            if cell.element.sizeThatFits(wide)[axis] > max(needed, given) + 0.001 {
                for track in spanned { flexible[track] = true }
            }
        }
        guard let proposal, proposal.isFinite, flexible.contains(true) else { return ideal }
        var sharing = ideal.indices.filter { flexible[$0] }
        var remaining = proposal - gap * CGFloat(count - 1) - ideal.indices.filter { !flexible[$0] }.reduce(0) { $0 + ideal[$1] }
        while !sharing.isEmpty {
            let share = remaining / CGFloat(sharing.count)
            let larger = sharing.filter { ideal[$0] > share }
            guard !larger.isEmpty else {
                return ideal.indices.map { sharing.contains($0) ? share : ideal[$0] }
            }
            sharing.removeAll { ideal[$0] > share }
            remaining -= larger.reduce(0) { $0 + ideal[$1] }
        }
        return ideal
    }

    private func layout(_ proposal: ProposedViewSize) -> (columns: [CGFloat], rows: [CGFloat]) {
        let columns = tracks(count: columnCount, axis: .horizontal, proposal: proposal.width, gap: gaps.width,
                             index: \.column, span: \.span) { _ in ProposedViewSize(width: nil, height: nil) }
        let rows = tracks(count: rowAlignments.count, axis: .vertical, proposal: proposal.height, gap: gaps.height,
                          index: \.row, span: { _ in 1 }) { cell in
            ProposedViewSize(width: self.width(of: cell, columns), height: nil)
        }
        return (columns, rows)
    }

    private func width(of cell: Cell, _ columns: [CGFloat]) -> CGFloat {
        let spanned = columns[cell.column..<min(cell.column + cell.span, columns.count)]
        return spanned.reduce(0, +) + gaps.width * CGFloat(max(spanned.count - 1, 0))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (columns, rows) = layout(proposal)
        return CGSize(width: columns.reduce(0, +) + gaps.width * CGFloat(max(columns.count - 1, 0)),
                      height: rows.reduce(0, +) + gaps.height * CGFloat(max(rows.count - 1, 0)))
    }

    override func placeChildren(in frame: CGRect) {
        let (columns, rows) = layout(ProposedViewSize(frame.size))
        var columnX: [CGFloat] = [], rowY: [CGFloat] = []
        var x = frame.minX, y = frame.minY
        for width in columns { columnX.append(x); x += width + gaps.width }
        for height in rows { rowY.append(y); y += height + gaps.height }
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: columns.count)
        for cell in cells where cell.span == 1 {
            if let guide = cell.element.traits.gridCell.columnAlignment { columnAlignment[cell.column] = guide }
        }
        for (index, row) in laidOutChildren.enumerated() where index < rows.count {
            if let content = row.traits.gridRow?.element {
                row.assignFrame(CGRect(x: frame.minX, y: rowY[index], width: frame.width, height: rows[index]), downTo: content)
            }
        }
        for cell in cells {
            let slot = CGRect(x: columnX[cell.column], y: rowY[cell.row], width: width(of: cell, columns), height: rows[cell.row])
            let size = cell.element.sizeThatFits(ProposedViewSize(slot.size))
            let traits = cell.element.traits.gridCell
            let origin: CGPoint
            if let anchor = traits.anchor {
                origin = CGPoint(x: slot.minX + anchor.x * (slot.width - size.width), y: slot.minY + anchor.y * (slot.height - size.height))
            } else {
                let horizontal = (cell.span == 1 ? columnAlignment[cell.column] : nil) ?? alignment.horizontal
                let vertical = rowAlignments[cell.row] ?? alignment.vertical
                let outer = ViewDimensions(size: slot.size), inner = cell.element.dimensions(for: size)
                origin = CGPoint(x: slot.minX + outer[horizontal] - inner[horizontal], y: slot.minY + outer[vertical] - inner[vertical])
            }
            cell.element.place(in: CGRect(origin: origin, size: size))
        }
    }

    override var debugName: String { "Grid" }
}
