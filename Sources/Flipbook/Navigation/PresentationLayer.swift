/// A presentation over the whole screen (a sheet, an alert, a dialog, a popover's sheet), wherever
/// the view that presents it sits: on iOS presentations belong to the window, so a `.sheet` on a
/// small button or a list row still rises from the bottom of the screen, and views declared after
/// the presenter stay under its dimming. Its content is drawn in the scene's top layer
/// (``OnTopLayer``) and laid out in the screen's safe area (views that ignore the safe area reach
/// its edges); without a screen (a view laid out at its own size) it keeps the presenting view's
/// frame. It leaves the presenting view's size unchanged. Primitive, so that content resolved
/// elsewhere (a sheet's) reaches it each time it is resolved again.
struct PresentationLayer<Content: View>: View, PrimitiveView {
    var alignment: Alignment = .center
    @ViewBuilder let content: Content
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let layer = OnTopLayer {
            ZStack(alignment: alignment) { content }
                .modifier(ScreenPlacement())
        }
        return context.with { $0.safeAreaRegion = context.graph.safeArea }.resolveChild(layer, component: .content)
    }
}

/// Places its view over the screen's safe area, whatever frame it is given.
private struct ScreenPlacement: ViewModifier, WrappingModifier {
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        ScreenPlacementElement(child: child, region: context.environment.safeAreaRegion, id: id)
    }
}

private final class ScreenPlacementElement: Element {
    private let region: SafeAreaRegion?

    init(child: Element, region: SafeAreaRegion?, id: ViewID) {
        self.region = region
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }
    override var isPresentation: Bool { true }

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
