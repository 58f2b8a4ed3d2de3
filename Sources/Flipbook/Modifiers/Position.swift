struct PositionModifier: ViewModifier, WrappingModifier {
    let position: CGPoint
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PositionElement(position: position, child: child, id: id)
    }
}

extension View {
    /// Centres the view at `position` in its parent's coordinates; the modifier
    /// takes all the space offered.
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }

    /// Centres the view at (`x`, `y`) in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}

final class PositionElement: Element {
    private let position: CGPoint

    init(position: CGPoint, child: Element, id: ViewID) {
        self.position = position
        super.init(.modifier, id: id, children: [child])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard proposal.width == nil || proposal.height == nil else { return CGSize(width: proposal.width!, height: proposal.height!) }
        let child = children[0].sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    override func placeChildren(in frame: CGRect) {
        let size = children[0].sizeThatFits(ProposedViewSize(frame.size))
        children[0].place(in: CGRect(x: frame.minX + position.x - size.width / 2, y: frame.minY + position.y - size.height / 2,
                                     width: size.width, height: size.height))
    }
}
