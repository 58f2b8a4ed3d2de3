import FlipbookDisplayList

/// `.mask`: the mask view is sized by the view it masks and aligned on it; the view shows only
/// where the mask has alpha.
struct MaskModifier<Mask: View>: ViewModifier, WrappingModifier {
    let mask: Mask
    let alignment: Alignment
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        var inner = context
        inner.stackAxis = nil
        let secondary = inner.resolveChild(mask, component: .secondary)
        let stack = LayoutElement(layout: ZStackLayout(alignment: alignment), children: secondary,
                                  id: context.id.appending(.secondary))
        return MaskElement(content: child, mask: stack, id: id)
    }
}

extension View {
    /// Shows this view only where `mask` (proposed this view's size) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
}

/// A view drawn through the alpha of a mask laid out on it; the mask never changes layout.
final class MaskElement: Element {
    init(content: Element, mask: Element, id: ViewID) {
        super.init(id: id, children: [content, mask])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect) {
        children[0].place(in: frame)
        children[1].place(in: frame)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        children[0].explicitAlignment(key, size: size)
    }

    override var layoutPriority: Double { children[0].layoutPriority }
    override var zIndex: Double { children[0].zIndex }
    override var spacing: ViewSpacing { children[0].spacing }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var content: [DisplayItem] = []
        children[0].draw(into: &content, at: time)
        var mask: [DisplayItem] = []
        children[1].draw(into: &mask, at: time)
        guard !content.isEmpty else { return }
        items.append(.group(GroupDrawing(items: content, mask: mask)))
    }
}
