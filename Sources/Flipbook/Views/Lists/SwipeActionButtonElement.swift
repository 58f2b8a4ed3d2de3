import FlipbookDisplayList

/// One revealed swipe action: its colour filling its frame, its white label centred in the strip
/// of its natural width on the side facing the row's content (so a button stretched by a full
/// swipe keeps its label beside the content, as iOS does).
final class SwipeActionButtonElement: Element {
    private let edge: HorizontalEdge

    init(fill: Element, label: Element, edge: HorizontalEdge, id: ViewID) {
        self.edge = edge
        super.init(.container, id: id, children: [fill, label])
    }

    private var label: Element { children[1] }

    /// The label's width and padding, at least `SwipeActionMetrics.minimumWidth`.
    var naturalWidth: CGFloat {
        let size = label.sizeThatFits(.unspecified)
        return max(SwipeActionMetrics.minimumWidth, (size.width + 2 * SwipeActionMetrics.padding).rounded(.up))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? naturalWidth, height: proposal.height ?? label.sizeThatFits(.unspecified).height)
    }

    override func placeChildren(in frame: CGRect) {
        children[0].place(in: frame)
        let size = label.sizeThatFits(.unspecified), width = naturalWidth
        let stripX = edge == .trailing ? frame.minX : frame.maxX - width
        label.place(in: CGRect(x: stripX + (width - size.width) / 2, y: frame.midY - size.height / 2,
                               width: size.width, height: size.height))
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(children, into: &items, at: time)
    }
}
