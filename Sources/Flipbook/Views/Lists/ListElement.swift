import FlipbookDisplayList

/// A list's content in its scroll view: its sections from the top (headers, rows in their cards
/// with separators, footers), as tall as they are. A plain list's section headers pin: drawn at
/// the top of the scroll view while their section passes under them, pushed up by the next.
final class ListElement: Element {
    let appearance: ListAppearance
    private let sections: [ListSection]
    private let listSpacing: ListSpacing
    /// The thickness of separators: one device pixel.
    private let hairline: CGFloat
    /// The scroll position the headers pin against (nil: headers scroll with their rows).
    private let pinning: ScrollOffsetState?
    /// The children drawn where they are laid out: all but pinned headers and their bands.
    private let unpinned: [Element]
    /// Each pinned header at rest, from the last layout, with its band.
    private var pins: [PinnedView] = []

    init(sections: [ListSection], appearance: ListAppearance, spacing: ListSpacing,
         pinningHeadersTo pinning: ScrollOffsetState?, hairline: CGFloat, id: ViewID) {
        self.appearance = appearance
        self.sections = sections
        listSpacing = spacing
        self.hairline = hairline
        self.pinning = pinning
        let children = sections.flatMap { $0.elements }
        let pinned = pinning == nil ? [] : sections.flatMap { $0.pinnedElements }
        unpinned = pinned.isEmpty ? children : children.filter { child in !pinned.contains { $0 === child } }
        super.init(.container, id: id, children: children)
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
        pins = []
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

        for (index, section) in sections.enumerated() {
            let header = section.header.filter { !$0.traits.isDeparting }
            let sectionTop = y
            let standard = header.isEmpty ? appearance.sectionSpacing : appearance.headerPadding.top
            y += index == 0 ? standard : listSpacing.between(sections[index - 1].spacing, section.spacing, standard: standard)
            if !header.isEmpty {
                stack(header)
                y += appearance.headerPadding.bottom
            }
            let top = y
            let shown = section.rows.filter { !$0.traits.isDeparting }
            let separated = section.separatesRows
            for row in shown {
                row.setMargin(margin)
                if row !== shown.first { y += listSpacing.rows }
                // A swiped row clips to its part of the card (its own card when rows are apart).
                row.clipCorners = (row === shown.first || separated ? appearance.cornerRadius : 0,
                                   row === shown.last || separated ? appearance.cornerRadius : 0)
                let height = row.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil)).height
                if placing { row.place(in: CGRect(x: cardX, y: y, width: cardWidth, height: height)) }
                y += height
            }
            // A removed row takes no room (the rows below move up over it) and collapses where it
            // was, clipped to the ends of the card it is at.
            for row in section.rows where placing && row.traits.isDeparting {
                row.setMargin(margin)
                row.placeWhereItWas(x: cardX, width: cardWidth)
                let top = row.frame.minY
                row.clipCorners = (shown.contains { $0.frame.minY < top } ? 0 : appearance.cornerRadius,
                                   shown.contains { $0.frame.minY >= top } ? 0 : appearance.cornerRadius)
            }
            if placing {
                section.card?.place(in: CGRect(x: cardX, y: top, width: cardWidth, height: y - top))
                for (row, card) in section.rowCards { card.place(in: section.rows[row].frame) }
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
            if placing, pinning != nil, let band = section.headerBand {
                let height = header.isEmpty ? 0 : top - sectionTop
                band.place(in: CGRect(x: frame.minX, y: sectionTop, width: frame.width, height: height))
                pins.append(.header(section.pinnedElements, top: sectionTop, height: height, sectionBottom: y))
            }
        }
        return y - frame.minY + appearance.sectionSpacing
    }

    /// Pinned headers move while the scroll position animates.
    override var isAnimatingItself: Bool? { pinning?.isMoving ?? false }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        guard let pinning, !pins.isEmpty else { return super.draw(into: &items, at: time) }
        emitChildren(unpinned, into: &items, at: time)
        PinnedView.draw(pins, along: .vertical, pinnedTo: pinning, pixel: hairline, into: &items, at: time)
    }
}

extension ListElement: RearrangedChildren {
    /// A plain list's pinned headers where they stick, over the rows, as drawn.
    func childrenAsDrawn(at time: Double) -> [(element: Element, transform: FlipbookDisplayList.AffineTransform)] {
        guard let pinning, !pins.isEmpty else { return orderedForDrawing.map { ($0, .identity) } }
        return PinnedView.childrenAsDrawn(unpinned: unpinned, pins: pins, along: .vertical, pinnedTo: pinning, pixel: hairline, at: time)
    }
}
