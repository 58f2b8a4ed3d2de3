/// Lays a presentation (a sheet, an alert, a dialog) out over the whole screen, wherever the
/// view that presents it sits: on iOS presentations belong to the window, so a `.sheet` on a
/// small button still rises from the bottom of the screen. Its content is laid out in the screen's
/// safe area (views that ignore the safe area reach its edges); without a screen (a view laid out
/// at its own size) it keeps the presenting view's frame. The presenting view's size is unchanged.
struct PresentationLayer: ViewModifier, WrappingModifier {
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PresentationLayerElement(child: child, region: context.environment.safeAreaRegion, id: id)
    }
}

final class PresentationLayerElement: Element {
    private let region: SafeAreaRegion?

    init(child: Element, region: SafeAreaRegion?, id: ViewID) {
        self.region = region
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        var screen = region
        while let outer = screen?.outer { screen = outer }
        guard let rect = screen?.safeRect, rect.width > 0, rect.height > 0, rect != frame else {
            return super.placeChildren(in: frame)
        }
        children[0].place(in: CGRect(origin: rect.origin, size: children[0].sizeThatFits(ProposedViewSize(rect.size))))
    }

    override var debugName: String { "PresentationLayer" }
}
