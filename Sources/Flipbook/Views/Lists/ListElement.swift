import FlipbookDisplayList

/// A list: its background, then its sections from the top (headers, rows in their cards with
/// separators, footers), clipped to its frame. It takes the space it is offered; with no height
/// offered it is as tall as its content.
final class ListElement: Element {
    let appearance: ListAppearance
    private let background: Element?
    private let sections: [ListSection]
    /// The thickness of separators: one device pixel.
    private let hairline: CGFloat

    init(sections: [ListSection], background: Element?, appearance: ListAppearance, hairline: CGFloat, id: ViewID) {
        self.appearance = appearance
        self.background = background
        self.sections = sections
        self.hairline = hairline
        super.init(.container, id: id, children: (background.map { [$0] } ?? []) + sections.flatMap { $0.elements })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? naturalWidth
        let height = proposal.height ?? arrange(in: CGRect(x: 0, y: 0, width: width, height: 0), placing: false)
        return CGSize(width: width, height: height)
    }

    /// The width of the widest row's ideal size, with the style's margins.
    private var naturalWidth: CGFloat {
        let margin = ListAppearance.margin(forWidth: 0)
        var widest: CGFloat = 0
        for section in sections {
            for row in section.rows where !row.traits.isDeparting {
                row.setMargin(margin)
                widest = max(widest, row.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width)
            }
        }
        return widest + 2 * appearance.sectionInset(forWidth: 0)
    }

    override func placeChildren(in frame: CGRect) {
        background?.place(in: frame)
        arrange(in: frame, placing: true)
    }

    /// Lays the sections out from the top of `frame`, placing them if asked; returns the content's height.
    @discardableResult
    private func arrange(in frame: CGRect, placing: Bool) -> CGFloat {
        let margin = ListAppearance.margin(forWidth: frame.width)
        let inset = appearance.sectionInset(forWidth: frame.width)
        let cardX = frame.minX + inset, cardWidth = max(0, frame.width - 2 * inset)
        let textX = cardX + margin, textWidth = max(0, cardWidth - 2 * margin)
        var y = frame.minY

        func stack(_ elements: [Element]) {
            for element in elements where !element.traits.isDeparting {
                let size = element.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                if placing { element.place(in: CGRect(x: textX, y: y, width: size.width, height: size.height)) }
                y += size.height
            }
        }

        for section in sections {
            let header = section.header.filter { !$0.traits.isDeparting }
            if header.isEmpty {
                y += appearance.sectionSpacing
            } else {
                y += appearance.headerPadding.top
                stack(header)
                y += appearance.headerPadding.bottom
            }
            let top = y
            for row in section.rows where !row.traits.isDeparting {
                row.setMargin(margin)
                let height = row.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil)).height
                if placing { row.place(in: CGRect(x: cardX, y: y, width: cardWidth, height: height)) }
                y += height
            }
            if placing {
                section.card?.place(in: CGRect(x: cardX, y: top, width: cardWidth, height: y - top))
                for (index, line) in section.separators {
                    let row = section.rows[index], leading = row.separatorLeading
                    line.place(in: CGRect(x: leading, y: row.frame.maxY - hairline, width: cardX + cardWidth - leading, height: hairline))
                }
                section.topEdge?.place(in: CGRect(x: frame.minX, y: top, width: frame.width, height: hairline))
                section.bottomEdge?.place(in: CGRect(x: frame.minX, y: y - hairline, width: frame.width, height: hairline))
            }
            if section.footer.contains(where: { !$0.traits.isDeparting }) {
                y += appearance.footerPadding.top
                stack(section.footer)
                y += appearance.footerPadding.bottom
            }
        }
        return y - frame.minY + appearance.sectionSpacing
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var content: [DisplayItem] = []
        super.draw(into: &content, at: time)
        items.append(.group(GroupDrawing(clip: Rectangle().path(in: frame).data, items: content)))
    }
}
