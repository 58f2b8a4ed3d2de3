import FlipbookDisplayList

/// The scene's content as the window shows it behind a large sheet: scaled down about the screen's
/// centre over black, its corners rounded, whichever view presents the sheet (on iOS the window's
/// root view recedes, not the presenter). A sheet asks for a scale as the content draws
/// (``ShrunkScene``); the scene's root (``SceneBackdropModifier``) then draws the content at the
/// smallest scale asked for in that frame, and as it is when nothing asks.
@MainActor
final class SceneBackdrop {
    /// The corner radius of the content at the rest scale of a large sheet, 0.92.
    static let cornerRadius: CGFloat = 10
    static let restScale: CGFloat = 0.92

    private var scale: CGFloat = 1

    /// Asks for the content to be drawn at `scale` in this frame.
    func shrink(to scale: CGFloat) { self.scale = min(self.scale, scale) }

    /// `content` (the content's drawing over the screen, `frame`) as drawn at the scale asked for
    /// while it was drawn, on the scene's `background`; the next frame starts at full size.
    fileprivate func draw(_ content: [DisplayItem], in frame: CGRect, background: RGBAColor, into items: inout [DisplayItem]) {
        let scale = scale
        self.scale = 1
        guard scale < 1 else { return items.append(contentsOf: content) }
        // The corners round as the content recedes, fully at the rest scale.
        let radius = Self.cornerRadius * min(1, (1 - scale) / (1 - Self.restScale))
        let transform = AffineTransform(translationX: -frame.midX, y: -frame.midY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(translationX: frame.midX, y: frame.midY))
        items.append(.shape(ShapeDrawing(path: .rect(frame), paint: .color(Color.black.rgba))))
        items.append(.group(GroupDrawing(transform: transform, clip: .roundedRect(frame, cornerRadius: radius, style: .continuous),
                                         items: [.shape(ShapeDrawing(path: .rect(frame), paint: .color(background)))] + content)))
    }
}

private enum SceneBackdropKey: EnvironmentKey { static var defaultValue: SceneBackdrop? { nil } }

extension EnvironmentValues {
    /// The scene's backdrop, which large sheets shrink; nil outside a scene's root.
    var sceneBackdrop: SceneBackdrop? {
        get { self[SceneBackdropKey.self] }
        set { self[SceneBackdropKey.self] = newValue }
    }
}

/// Draws the scene's content through its ``SceneBackdrop`` (the scene's root applies it), on the
/// scene's `background` when it recedes, as the window's root view is.
struct SceneBackdropModifier: ViewModifier, WrappingModifier {
    let backdrop: SceneBackdrop
    let background: Color
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        SceneBackdropElement(backdrop: backdrop, screen: context.graph.safeArea,
                             background: background.resolvedColor(in: context.environment).rgba, child: child, id: id)
    }
}

private final class SceneBackdropElement: Element {
    private let backdrop: SceneBackdrop
    /// The screen: the content scales about its centre (the content itself may sit in its safe area).
    private let screen: SafeAreaRegion
    private let background: RGBAColor

    init(backdrop: SceneBackdrop, screen: SafeAreaRegion, background: RGBAColor, child: Element, id: ViewID) {
        self.backdrop = backdrop
        self.screen = screen
        self.background = background
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }
    override var debugName: String { "SceneBackdrop" }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var content: [DisplayItem] = []
        emitChildren(children, into: &content, at: time)
        backdrop.draw(content, in: screen.bounds.isEmpty ? frame : screen.bounds, background: background, into: &items)
    }
}

/// Asks the scene's backdrop to draw the content at `scale` (1: as it is): a large sheet's
/// presentation holds one, whose scale animates with the sheet.
struct ShrunkScene: View, Animatable {
    var scale: CGFloat
    var animatableData: CGFloat {
        get { scale }
        set { scale = newValue }
    }

    var body: some View { ShrinkRequest(scale: scale) }
}

private struct ShrinkRequest: View, PrimitiveView {
    let scale: CGFloat
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [ShrinkRequestElement(backdrop: context.environment.sceneBackdrop, scale: scale, id: context.id)]
    }
}

/// Of no size; while it asks for a smaller scene it draws every frame, so the backdrop hears it.
private final class ShrinkRequestElement: Element {
    private let backdrop: SceneBackdrop?
    private let scale: CGFloat

    init(backdrop: SceneBackdrop?, scale: CGFloat, id: ViewID) {
        self.backdrop = backdrop
        self.scale = scale
        super.init(.leaf, id: id)
    }

    override var debugName: String { "ShrunkScene" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override var isAnimatingItself: Bool? { backdrop != nil && scale < 1 ? nil : false }
    override func draw(into items: inout [DisplayItem], at time: Double) { backdrop?.shrink(to: scale) }
}
