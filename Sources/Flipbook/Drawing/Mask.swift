import FlipbookDisplayList

/// `.mask`: the mask view is laid out like an overlay (sized by the view it masks, aligned on it)
/// and the view shows only where the mask has alpha.
struct MaskModifier<Mask: View>: ViewModifier, WrappingModifier {
    let mask: Mask
    let alignment: Alignment
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let overlay = DecorationModifier(decoration: mask, alignment: alignment, isOverlay: true)
        return MaskElement(layout: overlay.makeElement(wrapping: child, id: id, context: context), id: id)
    }
}

extension View {
    /// Shows this view only where `mask` (proposed this view's size) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
}

/// Draws the two children of a decoration layout (the view, then its mask) as a masked group.
final class MaskElement: Element {
    init(layout: Element, id: ViewID) {
        super.init(.effect, id: id, children: [layout])
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let parts = children[0].children
        var content: [DisplayItem] = []
        parts[0].draw(into: &content, at: time)
        var mask: [DisplayItem] = []
        parts[1].draw(into: &mask, at: time)
        guard !content.isEmpty else { return }
        items.append(.group(GroupDrawing(items: content, mask: mask)))
    }
}
