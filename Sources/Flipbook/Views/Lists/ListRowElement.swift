import FlipbookDisplayList

/// One row of a list: its content inset (by `listRowInsets` or the style's margins) and vertically
/// centred, at least 44 pt tall (more at larger Dynamic Type sizes), over its `listRowBackground`
/// if it has one; in edit mode its controls (`ListRowAccessories`) beside the content. While its
/// swipe actions (`ListRowSwipe`) show or its controls slide, it draws clipped to its frame (its
/// card's corners rounded at the ends of a section; at rest only its background is clipped so): its content and background move by the
/// swipe's offset and the revealed buttons fill the space they leave. Removed, it collapses as a
/// table view's row does: it keeps its place with no height in the list (the rows below move up
/// with the removal's transaction) and draws clipped to its top part, shrinking to nothing with
/// the same animation, its content unfaded (a list row's own transition is not played).
final class ListRowElement: Element {
    private let background: Element?
    /// Whether it has a background of its own (`listRowBackground`), drawn instead of the card.
    var hasOwnBackground: Bool { background != nil }
    private let metrics: ListRowMetrics
    let swipe: ListRowSwipe?
    /// Its edit-mode controls, if it has any.
    let accessories: ListRowAccessories?
    /// The style's horizontal margin, set by the list for its width before it measures rows.
    private var margin: CGFloat = 16
    /// The clip of a row's background, and of a row with swipe actions: its card's corner radius at its top and bottom
    /// (set by the list: rounded only at a grouped section's first and last rows).
    var clipCorners: (top: CGFloat, bottom: CGFloat) = (0, 0)
    /// A removed row's persistent state, holding how far it has collapsed (nil while it is shown).
    private let departure: PersistentState?
    private var collapse: AnimatedSlot<Double>?

    init(content: Element, background: Element?, swipe: ListRowSwipe?, accessories: ListRowAccessories?,
         metrics: ListRowMetrics, departure: PersistentState?, id: ViewID) {
        self.background = background
        self.departure = departure
        self.metrics = metrics
        self.swipe = swipe
        self.accessories = accessories
        super.init(.modifier, id: id, children: [content] + (background.map { [$0] } ?? []) + (swipe?.buttons ?? [])
                   + (accessories?.elements ?? []))
    }

    var content: Element { children[0] }

    /// Sets the style's margin (it depends on the list's width).
    func setMargin(_ margin: CGFloat) {
        guard margin != self.margin else { return }
        self.margin = margin
        dropLayoutCache()
    }

    private var insets: EdgeInsets {
        traits.listRowInsets ?? EdgeInsets(top: metrics.verticalInset, leading: margin,
                                           bottom: metrics.verticalInset, trailing: margin)
    }

    /// The row's insets with the room edit-mode controls take.
    private var contentInsets: EdgeInsets {
        var insets = insets
        if let editing = accessories?.contentInsets {
            insets.leading += editing.leading
            insets.trailing += editing.trailing
        }
        return insets
    }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - contentInsets.horizontal) }, height: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(contentProposal(proposal.width))
        return CGSize(width: proposal.width ?? size.width + contentInsets.horizontal,
                      height: max(metrics.minHeight, size.height + insets.vertical))
    }

    override func placeChildren(in frame: CGRect) {
        let size = content.sizeThatFits(contentProposal(frame.width))
        let insets = contentInsets, offset = swipe?.offset ?? 0
        let middle = frame.minY + insets.top + (frame.height - insets.vertical) / 2
        content.place(in: CGRect(x: frame.minX + insets.leading + offset, y: middle - size.height / 2,
                                 width: size.width, height: size.height))
        background?.place(in: frame.offsetBy(dx: offset, dy: 0))
        swipe?.place(in: frame)
        accessories?.place(in: frame.offsetBy(dx: offset, dy: 0), contentLeading: frame.minX + self.insets.leading + offset,
                           contentTrailing: frame.maxX - self.insets.trailing + offset)
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        guard let departure else { return false }
        let slot = departure.slot(.collapse, initial: 0, graph: update.graph)
        collapse = slot
        return slot.wouldChange(to: 1)
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        collapse?.update(to: 1, transaction: transaction, time: update.time)
    }

    override var isAnimatingItself: Bool? { collapse?.isAnimating ?? false }

    /// The part of the row drawn at `time`: all of it, or a removed row's top part as it collapses.
    private func visibleFrame(at time: Double) -> CGRect {
        guard let collapse else { return frame }
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width,
                      height: max(0, frame.height * (1 - collapse.presented(at: time))))
    }

    /// The removed branch a removed row shows (its content, below the row's own modifiers).
    private var departingBranch: TransitionElement? {
        var element = content
        while !(element is TransitionElement), element.kind == .modifier { element = element.children[0] }
        return (element as? TransitionElement).flatMap { $0.departing ? $0 : nil }
    }

    /// A removed row's content without its removal transition (the branch's own drawing).
    private var unfadedContent: Element { departingBranch?.children[0] ?? content }

    /// Places a removed row where it was last laid out (from its branch's last frame, in which
    /// the content was centred vertically), `width` wide from `x`.
    func placeWhereItWas(x: CGFloat, width: CGFloat) {
        let height = sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        let middle = (departingBranch ?? content).frame.midY
        place(in: CGRect(x: x, y: middle - insets.top - (height - insets.vertical) / 2, width: width, height: height))
    }

    /// Where the separator below the row starts: its `listRowSeparatorLeading` guide when a view
    /// in it sets one, else the leading edge of the row's first text (past an icon), else of its
    /// content, as at rest (a swipe does not move it).
    var separatorLeading: CGFloat {
        var text: Element?, guide: CGFloat?
        content.forEachElement { element in
            if guide == nil { guide = (element as? AlignmentGuideElement)?.placedPosition(of: HorizontalAlignment.listRowSeparatorLeading.key) }
            if text == nil, element is TextElement { text = element }
        }
        return (guide ?? (text ?? content).frame.minX) - (swipe?.offset ?? 0)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        // The background and content always go through `emitChildren` (whose runs it keeps until
        // the next commit, so it must be given the same children each frame); the controls and
        // buttons, which come and go between commits, are emitted one by one.
        let drawn = background.map { [$0, content] } ?? [content]
        let controls = accessories?.shown(at: time) ?? []
        let buttons = swipe?.shownButtons(at: time, in: frame) ?? []
        if traits.isDeparting {
            let visible = visibleFrame(at: time)
            guard visible.height > 0 else { return }
            return drawClipped(to: visible, into: &items) { inner in
                for element in (background.map { [$0] } ?? []) + [unfadedContent] + controls + buttons {
                    element.emit(into: &inner, at: time)
                }
            }
        }
        // At rest a row draws unclipped (its content may still move with the list); while its swipe
        // actions show or its edit-mode controls slide in or out, clipped to itself.
        guard !buttons.isEmpty || accessories?.isSliding(at: time) == true else {
            // Its background follows the card's corners, as iOS clips a section's first and last cells.
            if let background, clipCorners != (0, 0) {
                drawClipped(to: frame, into: &items) { background.emit(into: &$0, at: time) }
                content.emit(into: &items, at: time)
            } else {
                emitChildren(drawn, into: &items, at: time)
            }
            for control in controls { control.emit(into: &items, at: time) }
            return
        }
        drawClipped(to: frame, into: &items) { inner in
            emitChildren(drawn, into: &inner, at: time)
            for element in controls + buttons { element.emit(into: &inner, at: time) }
        }
    }

    /// Appends what `drawing` emits as one group clipped to `rect` (with the card's corners).
    private func drawClipped(to rect: CGRect, into items: inout [DisplayItem],
                             _ drawing: (inout [DisplayItem]) -> Void) {
        var inner: [DisplayItem] = []
        drawing(&inner)
        items.append(.group(GroupDrawing(clip: clip(rect).path(in: rect).data, items: inner)))
    }

    /// The row's clip: its card's corners where it has them.
    private func clip(_ rect: CGRect) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: clipCorners.top, bottomLeadingRadius: clipCorners.bottom,
                               bottomTrailingRadius: clipCorners.bottom, topTrailingRadius: clipCorners.top, style: .continuous)
    }
}

extension PersistentKey {
    /// How far a removed list row has collapsed, 0 to 1.
    fileprivate static var collapse: PersistentKey<AnimatedSlot<Double>> { "list.row.collapse" }
}
