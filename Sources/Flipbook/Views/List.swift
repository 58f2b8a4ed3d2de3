import FlipbookDisplayList

/// Rows in iOS's inset-grouped style: one white card with rounded corners on the grouped
/// background, each view of the content a row (at least 44 pt tall, content 16 pt in from the
/// card's edges, vertically centred), hairline separators between rows. The list takes the
/// space it is offered and shows its rows from the top (it does not scroll).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let rows = context.with { $0.isInList = true }.resolveChild(content, component: .content).map {
            ListRowElement(child: $0, id: $0.id.appending(.wrapper))
        }
        return [ListElement(rows: rows, id: context.id)]
    }
}

/// iOS's list metrics (light appearance).
enum ListMetrics {
    static let background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    static let cardMargin: CGFloat = 16
    static let topMargin: CGFloat = 20
    static let cornerRadius: CGFloat = 10
    static let rowInset: CGFloat = 16
    static let rowMinHeight: CGFloat = 44
    static let rowVerticalPadding: CGFloat = 11
    static let separatorThickness: CGFloat = 0.5
}

/// The list: grouped background, card, rows and separators.
final class ListElement: Element {
    init(rows: [ListRowElement], id: ViewID) { super.init(.container, id: id, children: rows) }

    private func rowWidth(_ width: CGFloat) -> CGFloat { max(0, width - 2 * ListMetrics.cardMargin) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.map(rowWidth)
        let rows = laidOutChildren.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
        let contentHeight = rows.reduce(0) { $0 + $1.height } + ListMetrics.topMargin + (rows.isEmpty ? 0 : ListMetrics.topMargin)
        let contentWidth = (rows.map(\.width).max() ?? 0) + 2 * ListMetrics.cardMargin
        return CGSize(width: proposal.width ?? contentWidth, height: proposal.height ?? contentHeight)
    }

    override func placeChildren(in frame: CGRect) {
        let width = rowWidth(frame.width)
        var y = frame.minY + ListMetrics.topMargin
        for row in laidOutChildren {
            let size = row.sizeThatFits(ProposedViewSize(width: width, height: nil))
            row.place(in: CGRect(x: frame.minX + ListMetrics.cardMargin, y: y, width: width, height: size.height))
            y += size.height
        }
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        items.append(.shape(ShapeDrawing(path: .rect(frame), paint: .color(ListMetrics.background.rgba))))
        if let first = laidOutChildren.first, let last = laidOutChildren.last {
            let card = CGRect(x: first.frame.minX, y: first.frame.minY, width: first.frame.width,
                              height: last.frame.maxY - first.frame.minY)
            items.append(.shape(ShapeDrawing(path: .roundedRect(card, cornerRadius: ListMetrics.cornerRadius, style: .continuous),
                                             paint: .color(Color.white.rgba))))
        }
        for row in laidOutChildren.dropLast() {
            let line = CGRect(x: row.frame.minX + ListMetrics.rowInset, y: row.frame.maxY - ListMetrics.separatorThickness,
                              width: row.frame.width - ListMetrics.rowInset, height: ListMetrics.separatorThickness)
            items.append(.shape(ShapeDrawing(path: .rect(line), paint: .color(ListMetrics.separator.rgba))))
        }
        super.draw(into: &items, at: time)
    }
}

/// One row: its content inset and vertically centred, at least 44 pt tall.
final class ListRowElement: Element {
    init(child: Element, id: ViewID) { super.init(.modifier, id: id, children: [child]) }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - 2 * ListMetrics.rowInset) }, height: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = children[0].sizeThatFits(contentProposal(proposal.width))
        return CGSize(width: proposal.width ?? content.width + 2 * ListMetrics.rowInset,
                      height: max(ListMetrics.rowMinHeight, content.height + 2 * ListMetrics.rowVerticalPadding))
    }

    override func placeChildren(in frame: CGRect) {
        let content = children[0].sizeThatFits(contentProposal(frame.width))
        children[0].place(in: CGRect(x: frame.minX + ListMetrics.rowInset, y: frame.midY - content.height / 2,
                                     width: content.width, height: content.height))
    }
}
