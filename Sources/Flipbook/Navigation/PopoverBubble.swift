import FlipbookDisplayList

/// A popover shown as a bubble (`presentationCompactAdaptation(.popover)`): its content, already
/// resolved, in a ``PopoverBubbleElement`` placed over the source view.
struct PopoverBubble: View, PrimitiveView {
    let elements: [Element]
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    /// The screen's safe area, in scene coordinates: the bubble stays inside it.
    let bounds: CGRect
    typealias Body = Never

    /// The system background of a popover: white in the light appearance, the elevated dark grey in the dark.
    static let background = Color(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))

    func resolve(in context: ResolveContext) -> [Element] {
        let content = elements.count == 1 ? elements[0]
            : LayoutElement(layout: ZStackLayout(), children: elements, id: context.id.appending(.content))
        return [PopoverBubbleElement(content: content, anchor: anchor, arrowEdge: arrowEdge, bounds: bounds,
                                     background: Self.background.resolvedColor(in: context.environment).rgba, id: context.id)]
    }
}

/// UIKit's popover bubble on an iPhone: the content at its ideal size (no wider than the safe
/// area less 10 pt margins) on a card with 13 pt corners and a soft shadow, and an arrow 13 pt
/// tall and 36 pt wide at its base with a rounded tip, touching the anchor rectangle. Without an
/// `arrowEdge` the bubble goes below the anchor when it fits there, else above; it is centred on
/// the anchor and moved inside the margins, the arrow staying at the anchor. It takes the source
/// view's frame and places the content outside it.
final class PopoverBubbleElement: Element {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 10

    private let anchor: PopoverAttachmentAnchor
    private let arrowEdge: Edge?
    private let bounds: CGRect
    private let background: RGBAColor
    /// From the last placement: the card, the edge of the anchor the bubble is on, and the arrow's tip.
    private(set) var card = CGRect.zero
    private(set) var edge = Edge.bottom
    private(set) var tip = CGPoint.zero

    init(content: Element, anchor: PopoverAttachmentAnchor, arrowEdge: Edge?, bounds: CGRect, background: RGBAColor, id: ViewID) {
        self.anchor = anchor
        self.arrowEdge = arrowEdge
        self.bounds = bounds
        self.background = background
        super.init(.container, id: id, children: [content])
    }

    override var debugName: String { "PopoverBubble" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in frame: CGRect) {
        guard let content = laidOutChildren.first else { return }
        let target = anchor.rect(in: frame)
        let inner = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var size = content.sizeThatFits(.unspecified)
        if size.width > inner.width { size = content.sizeThatFits(ProposedViewSize(width: inner.width, height: nil)) }
        edge = arrowEdge ?? (target.maxY + Self.arrowHeight + size.height <= inner.maxY || target.minY - inner.minY < inner.maxY - target.maxY
            ? .bottom : .top)
        func clamped(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        let inset = Self.cornerRadius + Self.arrowBase / 2
        switch edge {
        case .top, .bottom:
            let x = clamped(target.midX - size.width / 2, inner.minX, inner.maxX - size.width)
            let y = edge == .bottom ? target.maxY + Self.arrowHeight : target.minY - Self.arrowHeight - size.height
            card = CGRect(x: x, y: y, width: size.width, height: size.height)
            tip = CGPoint(x: clamped(target.midX, card.minX + inset, card.maxX - inset), y: edge == .bottom ? target.maxY : target.minY)
        case .leading, .trailing:
            let y = clamped(target.midY - size.height / 2, inner.minY, inner.maxY - size.height)
            let x = edge == .trailing ? target.maxX + Self.arrowHeight : target.minX - Self.arrowHeight - size.width
            card = CGRect(x: x, y: y, width: size.width, height: size.height)
            tip = CGPoint(x: edge == .trailing ? target.maxX : target.minX, y: clamped(target.midY, card.minY + inset, card.maxY - inset))
        }
        content.place(in: card)
    }

    /// The arrow: concave flanks from its base (overlapping the card by a point) to a rounded tip.
    private var arrow: Path {
        // `along` runs along the card's edge from the tip; `out` away from the card.
        func point(_ along: CGFloat, _ out: CGFloat) -> CGPoint {
            switch edge {
            case .bottom: CGPoint(x: tip.x + along, y: card.minY - out)
            case .top: CGPoint(x: tip.x + along, y: card.maxY + out)
            case .trailing: CGPoint(x: card.minX - out, y: tip.y + along)
            case .leading: CGPoint(x: card.maxX + out, y: tip.y + along)
            }
        }
        let half = Self.arrowBase / 2, height = Self.arrowHeight
        return Path { path in
            path.move(to: point(-half, -1))
            path.addCurve(to: point(0, height), control1: point(-half / 2, 0), control2: point(-3, height))
            path.addCurve(to: point(half, -1), control1: point(3, height), control2: point(half / 2, 0))
            path.closeSubpath()
        }
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let card = ShapeDrawing(path: Path(roundedRect: self.card, cornerRadius: Self.cornerRadius).data, paint: .color(background),
                                fillRule: .nonZero, stroke: nil)
        let arrow = ShapeDrawing(path: arrow.data, paint: .color(background), fillRule: .nonZero, stroke: nil)
        items.append(.group(GroupDrawing(items: [.shape(card), .shape(arrow)],
                                         effects: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), sigma: 10,
                                                           offset: .zero)])))
        emitChildren(children, into: &items, at: time)
    }
}
