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
                                     background: Self.background.resolvedColor(in: context.environment).rgba,
                                     graph: context.environment.sceneTopLayer == nil ? nil : context.graph, id: context.id)]
    }
}

/// UIKit's popover bubble on an iPhone: the content at its ideal size (no wider than the safe
/// area less 10 pt margins) on a card with 13 pt corners and a soft shadow, and an arrow 13 pt
/// tall and 36 pt wide at its base with a rounded tip, touching the anchor rectangle. Without an
/// `arrowEdge` the bubble goes below the anchor when it fits there, else above; it is centred on
/// the anchor and moved inside the margins, the arrow staying at the anchor. It takes the source
/// view's frame and places the content outside it; as drawn, it points where the source is drawn
/// (moved by the offsets, scales and positions around it), without taking its scale.
final class PopoverBubbleElement: Element {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 10

    private let anchor: PopoverAttachmentAnchor
    private let arrowEdge: Edge?
    private let bounds: CGRect
    private let background: RGBAColor
    /// The graph, to find where the source is drawn when the bubble is drawn on the scene's top
    /// layer, outside the effects around the source; nil when drawn in place, inside them.
    private weak var graph: ViewGraph?
    private let noAnimatedValues = PersistentState()
    /// From the last layout: the source's anchor rectangle, the content's size, and where the bubble
    /// is laid out for them (the card, the edge of the anchor the bubble is on, the arrow's tip).
    private var target = CGRect.zero
    private var size = CGSize.zero
    private(set) var placement = Placement(card: .zero, edge: .bottom, tip: .zero)

    /// Where a bubble sits: its card, the edge of the anchor it is on, and its arrow's tip.
    struct Placement: Equatable {
        var card: CGRect
        var edge: Edge
        var tip: CGPoint
    }

    init(content: Element, anchor: PopoverAttachmentAnchor, arrowEdge: Edge?, bounds: CGRect, background: RGBAColor,
         graph: ViewGraph?, id: ViewID) {
        self.anchor = anchor
        self.arrowEdge = arrowEdge
        self.bounds = bounds
        self.background = background
        self.graph = graph
        super.init(.container, id: id, children: [content])
    }

    override var debugName: String { "PopoverBubble" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in frame: CGRect) {
        guard let content = laidOutChildren.first else { return }
        target = anchor.rect(in: frame)
        size = content.sizeThatFits(.unspecified)
        let inner = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        if size.width > inner.width { size = content.sizeThatFits(ProposedViewSize(width: inner.width, height: nil)) }
        placement = place(at: target)
        content.place(in: placement.card)
    }

    /// The bubble's placement for the anchor rectangle `target`.
    private func place(at target: CGRect) -> Placement {
        let inner = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let edge = arrowEdge ?? (target.maxY + Self.arrowHeight + size.height <= inner.maxY || target.minY - inner.minY < inner.maxY - target.maxY
            ? .bottom : .top)
        func clamped(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        let inset = Self.cornerRadius + Self.arrowBase / 2
        switch edge {
        case .top, .bottom:
            let x = clamped(target.midX - size.width / 2, inner.minX, inner.maxX - size.width)
            let y = edge == .bottom ? target.maxY + Self.arrowHeight : target.minY - Self.arrowHeight - size.height
            let card = CGRect(x: x, y: y, width: size.width, height: size.height)
            return Placement(card: card, edge: edge,
                             tip: CGPoint(x: clamped(target.midX, card.minX + inset, card.maxX - inset), y: edge == .bottom ? target.maxY : target.minY))
        case .leading, .trailing:
            let y = clamped(target.midY - size.height / 2, inner.minY, inner.maxY - size.height)
            let x = edge == .trailing ? target.maxX + Self.arrowHeight : target.minX - Self.arrowHeight - size.width
            let card = CGRect(x: x, y: y, width: size.width, height: size.height)
            return Placement(card: card, edge: edge,
                             tip: CGPoint(x: edge == .trailing ? target.maxX : target.minX, y: clamped(target.midY, card.minY + inset, card.maxY - inset)))
        }
    }

    /// Where the bubble is drawn at `time`: placed for the anchor rectangle as the source is drawn.
    func presentedPlacement(at time: Double) -> Placement {
        guard let transform = graph?.drawnTransform(of: self, at: time), transform != .identity else { return placement }
        return place(at: transform.boundingBox(of: target))
    }

    /// The arrow of a bubble placed at `placement`: concave flanks from its base (overlapping the
    /// card by a point) to a rounded tip.
    private func arrow(_ placement: Placement) -> Path {
        let (card, edge, tip) = (placement.card, placement.edge, placement.tip)
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
        let shown = presentedPlacement(at: time)
        let card = ShapeDrawing(path: Path(roundedRect: shown.card, cornerRadius: Self.cornerRadius).data, paint: .color(background),
                                fillRule: .nonZero, stroke: nil)
        let arrow = ShapeDrawing(path: arrow(shown).data, paint: .color(background), fillRule: .nonZero, stroke: nil)
        items.append(.group(GroupDrawing(items: [.shape(card), .shape(arrow)],
                                         effects: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), sigma: 10,
                                                           offset: .zero)])))
        let shift = contentShift(to: shown)
        guard shift != .identity else { return emitChildren(children, into: &items, at: time) }
        var content: [DisplayItem] = []
        emitChildren(children, into: &content, at: time)
        items.append(.group(GroupDrawing(transform: shift, items: content)))
    }

    /// How the content, laid out in the laid-out card, moves to `shown`'s card.
    private func contentShift(to shown: Placement) -> FlipbookDisplayList.AffineTransform {
        AffineTransform(translationX: shown.card.minX - placement.card.minX, y: shown.card.minY - placement.card.minY)
    }
}

extension PopoverBubbleElement: PresentedEffect {
    var animatedState: PersistentState { noAnimatedValues }
    var playingTransition: MotionSample.Transition? { nil }

    /// The content's move to where the bubble is drawn (a finger's tap reaches it there).
    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        (contentShift(to: presentedPlacement(at: time)), 1)
    }
}
