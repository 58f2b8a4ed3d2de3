/// A grid that fills rows of the given columns with its views, left to right
/// then top to bottom. (Flipbook lays out every item; "lazy" is SwiftUI's
/// scrolling optimisation and changes nothing in a rendered frame.)
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        LazyGridElement.resolve(axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing, content: content, context: context)
    }
}

/// A grid that fills columns of the given rows with its views, top to bottom then left to right.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        LazyGridElement.resolve(axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing, content: content, context: context)
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

    static func resolve(axis: Axis, tracks: [GridItem], alignment: Alignment, spacing: CGFloat?,
                        content: some View, context: ResolveContext) -> [Element] {
        if tracks.isEmpty {
            context.graph.report(.invalidSize(view: axis == .vertical ? "LazyVGrid(columns: [])" : "LazyHGrid(rows: [])",
                                              detail: "a lazy grid needs at least one GridItem"))
        }
        var inner = context
        inner.stackAxis = nil
        let children = inner.resolveChild(content, component: .content)
        return [LazyGridElement(axis: axis, items: tracks.isEmpty ? [GridItem()] : tracks, alignment: alignment,
                                lineSpacing: spacing ?? ViewSpacing.defaultValue, children: children, id: context.id)]
    }

    /// The track lengths across, and each line's length along `axis`.
    private func layout(_ proposal: ProposedViewSize) -> (GridTracks, [CGFloat]) {
        let tracks = GridTracks(items: items, length: proposal[axis.other])
        let perLine = tracks.lengths.count
        var lines: [CGFloat] = []
        for (index, child) in laidOutChildren.enumerated() {
            let track = index % perLine
            let size = child.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: tracks.lengths[track]))
            if track == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        return (tracks, lines)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (tracks, lines) = layout(proposal)
        let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(axis: axis, major: along, minor: tracks.total)
    }

    override func placeChildren(in frame: CGRect) {
        // Tracks come from the proposal the grid was sized for (an overflowing grid is wider than it).
        let proposal = placementProposal(for: frame)
        let (tracks, lines) = layout(proposal)
        // Tracks wider than the frame overflow both sides equally.
        var across = frame.origin[axis.other] + (CGSize(width: frame.width, height: frame.height)[axis.other] - tracks.total) / 2
        var trackStart: [CGFloat] = []
        for (length, gap) in zip(tracks.lengths, tracks.spacings) {
            trackStart.append(across)
            across += length + gap
        }
        var along = frame.origin[axis]
        for (index, child) in laidOutChildren.enumerated() {
            let track = index % tracks.lengths.count, line = index / tracks.lengths.count
            if track == 0, line > 0 { along += lines[line - 1] + lineSpacing }
            var slot = CGRect.zero
            slot.origin[axis] = along
            slot.origin[axis.other] = trackStart[track]
            slot.size = CGSize(axis: axis, major: lines[line], minor: tracks.lengths[track])
            let size = child.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: tracks.lengths[track]))
            let cellAlignment = tracks.alignments[track] ?? alignment
            let outer = ViewDimensions(size: slot.size), inner = child.dimensions(for: size)
            child.place(in: CGRect(x: slot.minX + outer[cellAlignment.horizontal] - inner[cellAlignment.horizontal],
                                   y: slot.minY + outer[cellAlignment.vertical] - inner[cellAlignment.vertical],
                                   width: size.width, height: size.height))
        }
    }

    override var debugName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}
