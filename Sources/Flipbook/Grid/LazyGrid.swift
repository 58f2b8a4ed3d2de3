/// A grid that fills rows of the given columns with its views, left to right
/// then top to bottom; a `Section`'s header and footer each take a row across every column, and
/// its views start a row. In a scroll view, its sections' headers and footers pin as `pinnedViews`
/// says, as a `LazyVStack`'s do. (Flipbook lays out every item; "lazy" is SwiftUI's
/// scrolling optimisation and changes nothing in a rendered frame.)
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        LazyGridElement.resolve(axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing, pinning: pinnedViews, content: content, context: context)
    }
}

/// A grid that fills columns of the given rows with its views, top to bottom then left to right;
/// in a scroll view, its sections' headers and footers pin to the leading and trailing edges as
/// `pinnedViews` says.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        LazyGridElement.resolve(axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing, pinning: pinnedViews, content: content, context: context)
    }
}

/// Lays out a lazy grid. `axis` is the direction in which lines are added:
/// vertical for `LazyVGrid` (tracks are columns, lines are rows).
final class LazyGridElement: Element {
    private let axis: Axis
    private let items: [GridItem]
    private let alignment: Alignment
    private let lineSpacing: CGFloat

    init(axis: Axis, items: [GridItem], alignment: Alignment, lineSpacing: CGFloat, children: [Element], id: ViewID) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        super.init(.container, id: id, children: children)
    }

    /// The grid's element, wrapped to pin `pinned` when it is in a scroll view.
    static func resolve(axis: Axis, tracks: [GridItem], alignment: Alignment, spacing: CGFloat?, pinning pinned: PinnedScrollableViews,
                        content: some View, context: ResolveContext) -> [Element] {
        if tracks.isEmpty {
            context.graph.report(.invalidSize(view: axis == .vertical ? "LazyVGrid(columns: [])" : "LazyHGrid(rows: [])",
                                              detail: "a lazy grid needs at least one GridItem"))
        }
        return PinnedSectionsElement.resolve(pinning: pinned, along: axis, in: context) { context in
            var inner = context.with { $0.isInLazyGrid = true }
            inner.stackAxis = nil
            let children = inner.resolveChild(content, component: .content)
            return [LazyGridElement(axis: axis, items: tracks.isEmpty ? [GridItem()] : tracks, alignment: alignment,
                                    lineSpacing: spacing ?? ViewSpacing.defaultValue, children: children, id: context.id)]
        }
    }

    /// One line of the grid: up to one child per track, or a section's header or footer across
    /// every track.
    private enum Line {
        case cells([Element])
        case across(Element)
    }

    /// The children in lines of `perLine` cells (the tracks, which an adaptive item multiplies): a
    /// section's header and footer each take a line of their own, and a section's first cell starts a line.
    private func lines(perLine: Int) -> [Line] {
        var lines: [Line] = [], cells: [Element] = []
        for child in laidOutChildren {
            if let part = child.traits.listSection?.part, part != .row {
                if !cells.isEmpty { lines.append(.cells(cells)) }
                cells = []
                lines.append(.across(child))
            } else {
                cells.append(child)
            }
            if cells.count >= max(perLine, 1) {
                lines.append(.cells(cells))
                cells = []
            }
        }
        if !cells.isEmpty { lines.append(.cells(cells)) }
        return lines
    }

    /// A line's length along `axis` with `tracks`.
    private func length(of line: Line, _ tracks: GridTracks) -> CGFloat {
        switch line {
        case .cells(let cells):
            zip(cells, tracks.lengths).map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: $1))[axis] }.max() ?? 0
        case .across(let child): child.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: tracks.total))[axis]
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let tracks = GridTracks(items: items, length: proposal[axis.other])
        let lines = lines(perLine: tracks.lengths.count).map { length(of: $0, tracks) }
        let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(axis: axis, major: along, minor: tracks.total)
    }

    override func placeChildren(in frame: CGRect) {
        // Tracks come from the proposal the grid was sized for (an overflowing grid is wider than it).
        let tracks = GridTracks(items: items, length: placementProposal(for: frame)[axis.other])
        // Tracks wider than the frame overflow both sides equally.
        let start = frame.origin[axis.other] + (CGSize(width: frame.width, height: frame.height)[axis.other] - tracks.total) / 2
        var across = start
        var trackStart: [CGFloat] = []
        for (length, gap) in zip(tracks.lengths, tracks.spacings) {
            trackStart.append(across)
            across += length + gap
        }
        var along = frame.origin[axis]
        for line in lines(perLine: tracks.lengths.count) {
            let lineLength = length(of: line, tracks)
            let placed: [(Element, CGFloat, CGFloat, Alignment)]
            switch line {
            case .cells(let cells):
                placed = cells.enumerated().map { ($1, trackStart[$0], tracks.lengths[$0], tracks.alignments[$0] ?? alignment) }
            case .across(let child):
                placed = [(child, start, tracks.total, Alignment(horizontal: .leading, vertical: .top))]
            }
            for (child, slotStart, slotLength, cellAlignment) in placed {
                var slot = CGRect.zero
                slot.origin[axis] = along
                slot.origin[axis.other] = slotStart
                slot.size = CGSize(axis: axis, major: lineLength, minor: slotLength)
                let size = child.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: slotLength))
                let outer = ViewDimensions(size: slot.size), inner = child.dimensions(for: size)
                child.place(in: CGRect(x: slot.minX + outer[cellAlignment.horizontal] - inner[cellAlignment.horizontal],
                                       y: slot.minY + outer[cellAlignment.vertical] - inner[cellAlignment.vertical],
                                       width: size.width, height: size.height))
            }
            along += lineLength + lineSpacing
        }
    }

    override var debugName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}

private enum InLazyGridKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether this is a lazy grid's content: its `Section`s mark their parts for it.
    var isInLazyGrid: Bool {
        get { self[InLazyGridKey.self] }
        set { self[InLazyGridKey.self] = newValue }
    }
}
