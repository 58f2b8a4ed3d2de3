import FlipbookDisplayList

/// One row of a list: its content inset (by `listRowInsets` or the style's margins) and vertically
/// centred, at least 44 pt tall (more at larger Dynamic Type sizes), over its `listRowBackground`
/// if it has one.
final class ListRowElement: Element {
    private let background: Element?
    private let metrics: ListRowMetrics
    /// The style's horizontal margin, set by the list for its width before it measures rows.
    private var margin: CGFloat = 16

    init(content: Element, background: Element?, metrics: ListRowMetrics, id: ViewID) {
        self.background = background
        self.metrics = metrics
        super.init(.modifier, id: id, children: [content] + (background.map { [$0] } ?? []))
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

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(contentProposal(proposal.width))
        return CGSize(width: proposal.width ?? size.width + insets.horizontal,
                      height: max(metrics.minHeight, size.height + insets.vertical))
    }

    override func placeChildren(in frame: CGRect) {
        let size = content.sizeThatFits(contentProposal(frame.width))
        let insets = insets
        let middle = frame.minY + insets.top + (frame.height - insets.vertical) / 2
        content.place(in: CGRect(x: frame.minX + insets.leading, y: middle - size.height / 2,
                                 width: size.width, height: size.height))
        background?.place(in: frame)
    }

    /// Where the separator below the row starts: the leading edge of the row's first text
    /// (past an icon), else of its content.
    var separatorLeading: CGFloat {
        var text: Element?
        content.forEachElement { element in
            if text == nil, element is TextElement { text = element }
        }
        return (text ?? content).frame.minX
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(background.map { [$0, content] } ?? [content], into: &items, at: time)
    }
}
