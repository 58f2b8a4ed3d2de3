import FlipbookDisplayList

/// `ViewThatFits`'s element: sized as the view it chooses for the proposal, which it places
/// (centred) and draws; the others get an empty frame at its centre, are not drawn, are out of
/// scripts' reach (hidden) and hold their appearances (`HeldAppearances`).
final class ViewThatFitsElement: Element {
    private let axes: Axis.Set
    private let held: HeldAppearances
    /// Which children their own views hide (`hidden()`), whatever this element chooses.
    private let hiddenByView: [Bool]
    /// The view chosen when this element was last placed.
    private var shown: Element?

    init(axes: Axis.Set, children: [Element], held: HeldAppearances, id: ViewID) {
        self.axes = axes
        self.held = held
        hiddenByView = children.map(\.traits.isHidden)
        super.init(.container, id: id, children: children)
    }

    /// The first child whose ideal size along `axes` fits `proposal`, else the last child.
    func choice(for proposal: ProposedViewSize) -> Element? {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for child in laidOutChildren.dropLast() {
            let ideal = child.sizeThatFits(probe)
            let fitsAcross = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsDown = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsAcross && fitsDown { return child }
        }
        return laidOutChildren.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in frame: CGRect) {
        let proposal = placementProposal(for: frame)
        let chosen = choice(for: proposal)
        shown = chosen
        for (child, hidden) in zip(children, hiddenByView) where !child.traits.isDeparting {
            child.traits.isHidden = hidden || child !== chosen
        }
        for child in laidOutChildren {
            let size = child === chosen ? child.sizeThatFits(proposal) : .zero
            child.place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                   width: size.width, height: size.height))
        }
        // After the children: a nested `ViewThatFits` has handed its shown views' appearances up.
        held.show(chosen, among: laidOutChildren)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(children.filter { $0 === shown || $0.traits.isDeparting }, into: &items, at: time)
    }
}
