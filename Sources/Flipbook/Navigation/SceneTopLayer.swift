import FlipbookDisplayList

/// The scene's top layer: presentations (sheets, alerts, dialogs, popovers) are laid out where
/// they are declared, but drawn over everything else in the scene, as iOS draws them in a window
/// above the app's views, and a finger's tap reaches them first. A scene's root holds one and draws it last
/// (``SceneTopLayerHost``); without one (a bare graph) presentations draw in place.
@MainActor
final class SceneTopLayer {
    /// The presentations drawn so far in the current frame, in drawing order.
    private var deferred: [TopLayerElement] = []
    /// What draws over the presentations too (the home indicator), in drawing order.
    private var overPresentations: [TopLayerElement] = []

    /// Draws `element` on top, once the rest of the frame is drawn.
    func drawLater(_ element: TopLayerElement) { deferred.append(element) }

    /// Draws `element` over everything, the presentations too.
    func drawOverPresentations(_ element: TopLayerElement) { overPresentations.append(element) }

    /// Draws the presentations deferred in this frame, those they defer in turn (an alert on a
    /// sheet) after them, then what draws over them; the layer starts the next frame empty.
    func draw(into items: inout [DisplayItem], at time: Double) {
        var index = 0
        while index < deferred.count {
            let element = deferred[index]
            element.drawOnTop(into: &items, at: time)
            index += 1
        }
        for element in overPresentations { element.drawOnTop(into: &items, at: time) }
        deferred.removeAll()
        overPresentations.removeAll()
    }
}

private enum SceneTopLayerKey: EnvironmentKey { static var defaultValue: SceneTopLayer? { nil } }

extension EnvironmentValues {
    /// The scene's top layer, where presentations draw; nil outside a scene's root.
    var sceneTopLayer: SceneTopLayer? {
        get { self[SceneTopLayerKey.self] }
        set { self[SceneTopLayerKey.self] = newValue }
    }
}

/// Its content, drawn in the scene's top layer (see ``SceneTopLayer``): removal and insertion
/// transitions inside it play there; effects of views around it do not reach it.
struct OnTopLayer<Content: View>: View, PrimitiveView {
    /// Whether it draws over the presentations too, as the system's home indicator does.
    var isOverPresentations = false
    @ViewBuilder let content: Content
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(content, component: .content)
        let stack = LayoutElement(layout: ZStackLayout(), children: elements, id: context.id.appending(.wrapper))
        return [TopLayerElement(layer: context.environment.sceneTopLayer, isOverPresentations: isOverPresentations,
                                child: stack, id: context.id)]
    }
}

/// A view drawn in the top layer: in place it draws nothing (and, while it shows something, keeps
/// the views around it drawing every frame, so that it is deferred in each); the layer draws it
/// after the rest.
final class TopLayerElement: Element {
    private let layer: SceneTopLayer?
    private let isOverPresentations: Bool

    init(layer: SceneTopLayer?, isOverPresentations: Bool = false, child: Element, id: ViewID) {
        self.layer = layer
        self.isOverPresentations = isOverPresentations
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }
    override var debugName: String { "OnTopLayer" }
    /// Whether the scene's top layer draws it (rather than its place in the tree).
    var isDeferred: Bool { layer != nil }
    override var isAnimatingItself: Bool? { layer == nil || !Self.drawsAnything(children[0]) ? false : nil }

    /// Whether `element` has a leaf below it: a presentation's stack with nothing presented has
    /// none, and then lets the views around it keep their cached drawing.
    private static func drawsAnything(_ element: Element) -> Bool {
        element.kind == .leaf || element.children.contains { drawsAnything($0) }
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        guard let layer else { return drawOnTop(into: &items, at: time) }
        if isOverPresentations { layer.drawOverPresentations(self) } else { layer.drawLater(self) }
    }

    /// Its content's drawing.
    func drawOnTop(into items: inout [DisplayItem], at time: Double) { emitChildren(children, into: &items, at: time) }
}

/// Draws the scene's top layer: the last view of a scene's root, over its content.
struct SceneTopLayerHost: View, PrimitiveView {
    let layer: SceneTopLayer
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] { [SceneTopLayerHostElement(layer: layer, id: context.id)] }
}

/// The top layer's drawing, redone every frame (what it draws is deferred by other views as they draw).
final class SceneTopLayerHostElement: Element {
    private let layer: SceneTopLayer

    init(layer: SceneTopLayer, id: ViewID) {
        self.layer = layer
        super.init(.leaf, id: id)
    }

    override var debugName: String { "SceneTopLayer" }
    /// No size: it draws what others defer and covers nothing a finger could touch.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override var isAnimatingItself: Bool? { nil }
    override func draw(into items: inout [DisplayItem], at time: Double) { layer.draw(into: &items, at: time) }
}
