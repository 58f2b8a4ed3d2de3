struct FixedSizeModifier: ViewModifier, WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        FixedSizeElement(horizontal: horizontal, vertical: vertical, child: child, id: id)
    }
}

extension View {
    /// Gives the view its ideal size in the chosen dimensions, whatever is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Gives the view its ideal size in both dimensions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}

/// Proposes `nil` (ideal) to its child in the fixed dimensions; the child is centred.
final class FixedSizeElement: Element {
    private let horizontal: Bool
    private let vertical: Bool

    init(horizontal: Bool, vertical: Bool, child: Element, id: ViewID) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(.modifier, id: id, children: [child])
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(childProposal(proposal)) }

    override func placeChildren(in frame: CGRect) {
        let size = children[0].sizeThatFits(childProposal(ProposedViewSize(frame.size)))
        children[0].place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                     width: size.width, height: size.height))
    }
}
