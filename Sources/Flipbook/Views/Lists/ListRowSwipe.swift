/// A list row's swipe actions as the row lays them out: for each edge with actions, the actions
/// and the buttons drawn for them, placed from how far the list's `ListSwipeState` has the row
/// open. Closed, the buttons sit just past the row's edge (clipped away) and are out of a
/// script's reach; opening slides them in with the content, each taking its share of the
/// revealed width; past their natural width they stretch, and a full swipe gives the first one
/// all of it.
@MainActor
final class ListRowSwipe {
    @MainActor struct Side {
        let edge: HorizontalEdge
        let actions: [SwipeAction]
        /// One per action, the first at the edge.
        let buttons: [Element]
        let allowsFullSwipe: Bool

        /// Each button's natural width.
        var widths: [CGFloat] { buttons.map { ($0.wrapped as? SwipeActionButtonElement)?.naturalWidth ?? 0 } }
        /// The width the buttons take when the row is open.
        var width: CGFloat { widths.reduce(0, +) }
    }

    let sides: [Side]
    let state: ListSwipeState
    let rowID: ViewID

    private init(sides: [Side], state: ListSwipeState, rowID: ViewID) {
        self.sides = sides
        self.state = state
        self.rowID = rowID
    }

    /// The row's actions: its `swipeActions` per edge, and on the trailing edge (unless it declares
    /// its own) "Delete" for a `ForEach.onDelete`. Nil for a row with none.
    static func make(for content: Element, rowID: ViewID, state: ListSwipeState, context: ResolveContext) -> ListRowSwipe? {
        var sides: [Side] = []
        for edge in [HorizontalEdge.trailing, .leading] {
            var actions: [SwipeAction] = []
            var allowsFullSwipe = true
            var sideContext = context
            sideContext.id = rowID.appending(.explicit("swipe \(edge)"))
            if let declared = content.traits.listSwipeActions[edge] {
                var contentContext = sideContext
                contentContext.id = sideContext.id.appending(.content)
                actions = SwipeAction.actions(of: declared.content, in: contentContext)
                allowsFullSwipe = declared.allowsFullSwipe
            } else if edge == .trailing, let editing = content.traits.deletableRowEditing {
                actions = [SwipeAction.delete(editing)]
            }
            guard !actions.isEmpty else { continue }
            let buttons = actions.enumerated().map { index, action in
                var buttonContext = sideContext
                buttonContext.id = sideContext.id.appending(.index(index))
                return button(for: action, edge: edge, rowID: rowID, state: state, context: buttonContext)
            }
            sides.append(Side(edge: edge, actions: actions, buttons: buttons, allowsFullSwipe: allowsFullSwipe))
        }
        return sides.isEmpty ? nil : ListRowSwipe(sides: sides, state: state, rowID: rowID)
    }

    /// The drawn button of `action`: tapped, it closes the row and runs the action; `onDelete`'s
    /// Delete instead stretches over the whole row, which the action removes (it collapses).
    private static func button(for action: SwipeAction, edge: HorizontalEdge, rowID: ViewID, state: ListSwipeState,
                               context: ResolveContext) -> Element {
        let label: any View = if let symbol = action.systemImage {
            Image(systemName: symbol).font(SwipeActionMetrics.symbolFont).foregroundStyle(Color.white)
        } else {
            Text(verbatim: action.title).font(SwipeActionMetrics.titleFont).foregroundStyle(Color.white)
        }
        let fill = context.resolveChild(Rectangle().fill(action.color), component: .explicit("fill"))[0]
        let labelElement = context.resolveChild(label, component: .explicit("label"))[0]
        let button = SwipeActionButtonElement(fill: fill, label: labelElement, edge: edge, id: context.id.appending(.content))
        let graph = context.graph
        let target = TapTarget(title: action.title) { [weak graph] in
            withAnimation(SwipeActionMetrics.settle) {
                if action.removesRow {
                    state.move(rowID, to: (edge == .trailing ? -1 : 1) * state.openRowWidth, full: true)
                } else {
                    state.close()
                }
                graph?.willChangeLayout()
            }
            action.action()
        }
        target.role = action.role
        return TraitElement("SwipeAction", child: button, id: context.id) { $0.tapTarget = target }
    }

    func side(_ edge: HorizontalEdge) -> Side? { sides.first { $0.edge == edge } }

    /// Every button, in drawing order: each side's first button (at the edge) last, on top.
    var buttons: [Element] { sides.flatMap { $0.buttons.reversed() } }

    /// The buttons showing any of themselves at `time` in a row of `frame` (all while the row is
    /// open; closed, those still sliding away), in drawing order.
    func shownButtons(at time: Double, in frame: CGRect) -> [Element] {
        guard offset == 0 else { return buttons }
        return buttons.filter { Self.drawnSpan($0, at: time).overlaps(frame.minX + 0.5...frame.maxX - 0.5) }
    }

    /// The horizontal extent of `element`'s frame where it is drawn at `time`: moved as its first
    /// leaf's presented frame is moved from its laid-out one.
    private static func drawnSpan(_ element: Element, at time: Double) -> ClosedRange<CGFloat> {
        var shift: CGFloat?
        element.forEachElement { child in
            if shift == nil, let leaf = child as? LeafElement { shift = leaf.presentedFrame(at: time).minX - leaf.frame.minX }
        }
        return (element.frame.minX + (shift ?? 0))...(element.frame.maxX + (shift ?? 0))
    }

    /// How far the row's content is moved now.
    var offset: CGFloat { state.offset(of: rowID) }

    /// Places the buttons for the row's `frame` and its offset; those not showing are out of reach.
    func place(in frame: CGRect) {
        let offset = offset, isFull = state.isFull(rowID)
        if state.row == rowID { state.openRowWidth = frame.width }
        for side in sides {
            let revealed = side.edge == .trailing ? max(0, -offset) : max(0, offset)
            let widths = side.widths, total = max(side.width, 1)
            var before: CGFloat = 0
            for (index, button) in side.buttons.enumerated() {
                let near = revealed * before / total
                before += widths[index]
                let far = revealed * before / total
                var width = max(widths[index], far - near), inner = far
                if isFull { (width, inner) = index == 0 ? (revealed, revealed) : (widths[index], revealed) }
                let x = side.edge == .trailing ? frame.maxX - inner : frame.minX + inner - width
                _ = button.sizeThatFits(ProposedViewSize(width: width, height: frame.height))
                button.place(in: CGRect(x: x, y: frame.minY, width: width, height: frame.height))
                button.traits.isHidden = revealed == 0
            }
        }
    }
}
