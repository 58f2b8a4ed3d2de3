/// How content fits a frame with a different aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit inside (may leave space).
    case fit
    /// Scale to fill (may overflow).
    case fill
}

struct AspectRatioModifier: ViewModifier, WrappingModifier {
    let ratio: CGSize?
    let contentMode: ContentMode
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        if let ratio, !(ratio.width.isFinite && ratio.height.isFinite && ratio.width > 0 && ratio.height > 0) {
            context.graph.report(.invalidSize(view: ".aspectRatio(\(ratio.width)/\(ratio.height))",
                                              detail: "the ratio must be finite and positive"))
            return child
        }
        return AspectRatioElement(ratio: ratio, contentMode: contentMode, child: child, id: id)
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width / height; `nil` uses its ideal size's ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.map { CGSize(width: $0, height: 1) }, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// Proposes its child the largest (fit) or smallest (fill) size of the ratio
/// that the proposal allows; the child is centred.
final class AspectRatioElement: Element {
    private let ratio: CGSize?
    private let contentMode: ContentMode

    init(ratio: CGSize?, contentMode: ContentMode, child: Element, id: ViewID) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(.modifier, id: id, children: [child])
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var shape = ratio ?? children[0].sizeThatFits(.unspecified)
        if shape.width <= 0 || shape.height <= 0 || !shape.width.isFinite || !shape.height.isFinite {
            shape = CGSize(width: 1, height: 1)
        }
        let sx = (proposal.width ?? .infinity) / shape.width, sy = (proposal.height ?? .infinity) / shape.height
        var scale = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        if !scale.isFinite { scale = min(sx, sy) }
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(childProposal(proposal)) }

    /// Centres the child at the size it took for the proposal this element was sized with (a
    /// child that ignores the ratio's width, a relative frame, keeps the height it was given).
    override func placeChildren(in frame: CGRect) {
        let size = children[0].sizeThatFits(childProposal(placementProposal(for: frame)))
        children[0].place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                     width: size.width, height: size.height))
    }
}
