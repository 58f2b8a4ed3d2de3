/// The row of a navigation bar's buttons: the Back button and the leading toolbar items from the
/// leading end, 10 points in, the trailing items at the other end, 16 points in, each centred
/// down the bar. The Back button is offered the room left between its start and the screen's
/// centred title or principal items (measured, never drawn: they are ``NavigationBarTitle``'s, drawn
/// on their own), less the leading items and a gap, so that it shows the longest title that fits there, as
/// UIKit's does. The gap, and leaving the same room whether the title shows in the bar or large
/// below it, are estimates: Apple documents only the order of the titles tried.
final class NavigationBarRowElement: Element {
    /// The leading inset of the row, and the trailing inset of its trailing items.
    static let leadingInset: CGFloat = 10
    static let trailingInset: CGFloat = 16
    /// The least space between the Back button's title and the bar's title (an estimate).
    static let titleGap: CGFloat = 8
    private let back: Element?
    private let leading: Element?
    private let trailing: Element?
    /// The bar's title, resolved to be measured only.
    private let title: Element?
    /// The principal toolbar items, which take the title's place (measured only).
    private let principal: [Element]

    init(back: Element?, leading: Element?, trailing: Element?, title: Element?, principal: [Element] = [], id: ViewID) {
        self.back = back
        self.leading = leading
        self.trailing = trailing
        self.title = title
        self.principal = principal
        super.init(.container, id: id, children: [back, leading, trailing].compactMap { $0 })
    }

    /// As wide as offered (the row's ideal width when not), as tall as a bar.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = Self.leadingInset + Self.trailingInset + [back, leading, trailing].reduce(0) { sum, item in
            sum + (item?.sizeThatFits(Self.itemProposal).width ?? 0)
        }
        return CGSize(width: proposal.width ?? ideal, height: NavigationBar.height)
    }

    /// The width the Back button may take in a row placed in `frame`.
    func backButtonRoom(in frame: CGRect) -> CGFloat {
        // The principal items are stacked in the middle, each at its ideal width.
        let titleWidth = principal.isEmpty ? title?.sizeThatFits(.unspecified).width ?? 0
            : principal.map { $0.sizeThatFits(Self.itemProposal).width }.max() ?? 0
        let leadingWidth = leading?.sizeThatFits(Self.itemProposal).width ?? 0
        return max(0, frame.midX - titleWidth / 2 - Self.titleGap - (frame.minX + Self.leadingInset) - leadingWidth)
    }

    override func placeChildren(in frame: CGRect) {
        var x = frame.minX + Self.leadingInset
        if let back {
            x += place(back, at: x, in: frame, proposal: ProposedViewSize(width: backButtonRoom(in: frame), height: NavigationBar.height))
        }
        if let leading { x += place(leading, at: x, in: frame, proposal: Self.itemProposal) }
        if let trailing {
            let width = trailing.sizeThatFits(Self.itemProposal).width
            place(trailing, at: frame.maxX - Self.trailingInset - width, in: frame, proposal: Self.itemProposal)
        }
    }

    /// Items are offered their ideal width and the bar's height.
    private static let itemProposal = ProposedViewSize(width: nil, height: NavigationBar.height)

    /// Places `item` at `x`, centred down `frame`, at the size it chooses for `proposal`; its width.
    @discardableResult
    private func place(_ item: Element, at x: CGFloat, in frame: CGRect, proposal: ProposedViewSize) -> CGFloat {
        let size = item.sizeThatFits(proposal)
        item.place(in: CGRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height))
        return size.width
    }
}
