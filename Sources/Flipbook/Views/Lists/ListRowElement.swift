import FlipbookDisplayList

/// One row of a list: its content inset (by `listRowInsets` or the style's margins) and vertically
/// centred, at least 44 pt tall (more at larger Dynamic Type sizes), over its `listRowBackground`
/// if it has one; in edit mode its controls (`ListRowAccessories`) beside the content. While its
/// swipe actions (`ListRowSwipe`) show or its controls slide, it draws clipped to its frame (its
/// card's corners rounded at the ends of a section): its content and background move by the
/// swipe's offset and the revealed buttons fill the space they leave.
final class ListRowElement: Element {
    private let background: Element?
    private let metrics: ListRowMetrics
    let swipe: ListRowSwipe?
    /// Its edit-mode controls, if it has any.
    let accessories: ListRowAccessories?
    /// The style's horizontal margin, set by the list for its width before it measures rows.
    private var margin: CGFloat = 16
    /// The clip of a row with swipe actions: its card's corner radius at its top and bottom
    /// (set by the list: rounded only at a grouped section's first and last rows).
    var clipCorners: (top: CGFloat, bottom: CGFloat) = (0, 0)

    init(content: Element, background: Element?, swipe: ListRowSwipe?, accessories: ListRowAccessories?,
         metrics: ListRowMetrics, id: ViewID) {
        self.background = background
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

    /// Where the separator below the row starts: the leading edge of the row's first text
    /// (past an icon), else of its content, as at rest (a swipe does not move it).
    var separatorLeading: CGFloat {
        var text: Element?
        content.forEachElement { element in
            if text == nil, element is TextElement { text = element }
        }
        return (text ?? content).frame.minX - (swipe?.offset ?? 0)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let drawn = background.map { [$0, content] } ?? [content]
        // A removed row is not laid out again: it draws its content where it was, unclipped.
        guard !traits.isDeparting else { return emitChildren(drawn, into: &items, at: time) }
        let controls = accessories?.shown(at: time) ?? []
        let buttons = swipe?.shownButtons(at: time, in: frame) ?? []
        // At rest a row draws unclipped (its content may still move with the list); while its swipe
        // actions show or its edit-mode controls slide in or out, clipped to itself.
        guard !buttons.isEmpty || accessories?.isSliding(at: time) == true else {
            return emitChildren(drawn + controls, into: &items, at: time)
        }
        var inner: [DisplayItem] = []
        emitChildren(drawn + controls + buttons, into: &inner, at: time)
        let clip = UnevenRoundedRectangle(topLeadingRadius: clipCorners.top, bottomLeadingRadius: clipCorners.bottom,
                                          bottomTrailingRadius: clipCorners.bottom, topTrailingRadius: clipCorners.top,
                                          style: .continuous)
        items.append(.group(GroupDrawing(clip: clip.path(in: frame).data, items: inner)))
    }
}
