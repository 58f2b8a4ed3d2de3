import FlipbookDisplayList

/// What recedes behind a large sheet: the scene's content (on iOS the window's root view, not the
/// presenter), or, for a sheet presented from a sheet, the lower sheet's card (iOS stacks them).
/// A sheet asks for a scale as the content draws (``ShrunkBackdrop``, whose scale animates with the
/// sheet); the content's ``BackdropModifier`` then draws it at the smallest scale asked for in that
/// frame, and as it is when nothing asks. Between frames (a finger's tap) the same scale is read
/// from the requests themselves, so taps land on what is drawn.
@MainActor
final class PresentationBackdrop {
    /// The scale of the content behind a large sheet at rest.
    static let restScale: CGFloat = 0.92

    private var scale: CGFloat = 1

    /// Asks for the content to be drawn at `scale` in this frame.
    func shrink(to scale: CGFloat) { self.scale = min(self.scale, scale) }

    /// The scale asked for while the content drew; the next frame starts at full size.
    fileprivate func takeScale() -> CGFloat {
        defer { scale = 1 }
        return scale
    }

    /// The scale the requests below `element` ask of this backdrop at `time`.
    fileprivate func requestedScale(below element: Element, at time: Double) -> CGFloat {
        var smallest: CGFloat = 1
        func visit(_ element: Element) {
            if let request = element as? ShrinkRequestElement, request.backdrop === self {
                smallest = min(smallest, request.presentedScale(at: time))
            }
            element.children.forEach(visit)
        }
        visit(element)
        return smallest
    }

    /// How far `scale` is from full size towards the rest scale, from 0 to 1.
    static func progress(at scale: CGFloat) -> CGFloat { min(1, (1 - scale) / (1 - restScale)) }
}

private enum PresentationBackdropKey: EnvironmentKey { static var defaultValue: PresentationBackdrop? { nil } }

extension EnvironmentValues {
    /// What a large sheet presented here makes recede: the scene's content, or the card of the
    /// sheet this view is in; nil outside a scene's root.
    var presentationBackdrop: PresentationBackdrop? {
        get { self[PresentationBackdropKey.self] }
        set { self[PresentationBackdropKey.self] = newValue }
    }
}

/// How receding content is drawn.
enum BackdropStyle {
    /// The whole screen (the scene's content, a full-screen cover): scaled about the screen's
    /// centre, clipped with its corners rounding up to 10 pt as it shrinks, on `background`, over black.
    case screen(background: Color)
    /// A sheet's card under another sheet: scaled about its top edge's centre, that edge rising
    /// 10 pt so that it shows above the new sheet, as iOS stacks sheets.
    case card

    /// The corner radius of the screen at the rest scale.
    static let screenCornerRadius: CGFloat = 10
    /// How far a card's top edge rises at the rest scale.
    static let cardRise: CGFloat = 10
}

/// Draws its content through `backdrop` in `style`.
struct BackdropModifier: ViewModifier, WrappingModifier {
    let backdrop: PresentationBackdrop
    let style: BackdropStyle
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        var background: RGBAColor?
        if case .screen(let color) = style { background = color.resolvedColor(in: context.environment).rgba }
        return BackdropElement(backdrop: backdrop, background: background, screen: context.graph.safeArea, child: child, id: id)
    }
}

private final class BackdropElement: Element {
    private let backdrop: PresentationBackdrop
    /// For the screen style, the colour behind the content; nil for a card.
    private let background: RGBAColor?
    /// The screen: the screen style scales about its centre (the content itself may sit in its safe area).
    private let screen: SafeAreaRegion
    private let noAnimatedValues = PersistentState()

    init(backdrop: PresentationBackdrop, background: RGBAColor?, screen: SafeAreaRegion, child: Element, id: ViewID) {
        self.backdrop = backdrop
        self.background = background
        self.screen = screen
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }
    override var debugName: String { background == nil ? "SheetBackdrop" : "SceneBackdrop" }

    /// The screen style's rectangle (the screen), or the card's frame.
    private var area: CGRect { background == nil || screen.bounds.isEmpty ? frame : screen.bounds }

    /// The content's transform at `scale`.
    private func transform(at scale: CGFloat) -> FlipbookDisplayList.AffineTransform {
        guard scale < 1 else { return .identity }
        let area = area
        let anchor = background == nil ? CGPoint(x: area.midX, y: area.minY) : CGPoint(x: area.midX, y: area.midY)
        let rise = background == nil ? BackdropStyle.cardRise * PresentationBackdrop.progress(at: scale) : 0
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y - rise))
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var content: [DisplayItem] = []
        emitChildren(children, into: &content, at: time)
        let scale = backdrop.takeScale()
        guard scale < 1 else { return items.append(contentsOf: content) }
        guard let background else {
            return items.append(.group(GroupDrawing(transform: transform(at: scale), items: content)))
        }
        let area = area
        let radius = BackdropStyle.screenCornerRadius * PresentationBackdrop.progress(at: scale)
        items.append(.shape(ShapeDrawing(path: .rect(area), paint: .color(Color.black.rgba))))
        items.append(.group(GroupDrawing(transform: transform(at: scale), clip: .roundedRect(area, cornerRadius: radius, style: .continuous),
                                         items: [.shape(ShapeDrawing(path: .rect(area), paint: .color(background)))] + content)))
    }
}

extension BackdropElement: PresentedEffect {
    var animatedState: PersistentState { noAnimatedValues }
    var playingTransition: MotionSample.Transition? { nil }

    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        (transform(at: backdrop.requestedScale(below: self, at: time)), 1)
    }
}

/// Asks the backdrop in its environment to draw at `scale` (1: as it is); the scale animates with
/// the transaction that changes it. A large sheet's presentation holds one.
struct ShrunkBackdrop: View, PrimitiveView {
    let scale: CGFloat
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [ShrinkRequestElement(backdrop: context.environment.presentationBackdrop, scale: scale, context: context)]
    }
}

/// Of no size; while it asks for a smaller backdrop it draws every frame, so the backdrop hears it.
private final class ShrinkRequestElement: Element {
    let backdrop: PresentationBackdrop?
    private let state: PersistentState
    private let scale: AnimatedAttribute<Double>

    init(backdrop: PresentationBackdrop?, scale: CGFloat, context: ResolveContext) {
        self.backdrop = backdrop
        state = context.persistentState
        self.scale = AnimatedAttribute(key: .backdropScale, target: Double(scale))
        super.init(.leaf, id: context.id)
    }

    override var debugName: String { "ShrunkBackdrop" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override func detectOwnChanges(_ update: UpdateContext) -> Bool { scale.detect(in: state, update) }
    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) { scale.commit(in: state, transaction, update) }
    override var isAnimatingItself: Bool? { backdrop != nil && (scale.target < 1 || state.hasAnimatingSlot) ? nil : false }

    /// The scale asked for at `time`.
    func presentedScale(at time: Double) -> CGFloat { CGFloat(scale.presented(in: state, at: time)) }

    override func draw(into items: inout [DisplayItem], at time: Double) { backdrop?.shrink(to: presentedScale(at: time)) }
}

extension PersistentKey {
    fileprivate static var backdropScale: PersistentKey<AnimatedSlot<Double>> { "backdropScale" }
}

extension ResolveContext {
    /// The backdrop of the sheet presented here (what a sheet presented from its content makes
    /// recede), the same while the presenter stays.
    var sheetBackdrop: PresentationBackdrop {
        let state = persistentState
        if let backdrop = state[.sheetBackdrop] { return backdrop }
        let backdrop = PresentationBackdrop()
        state[.sheetBackdrop] = backdrop
        return backdrop
    }
}

extension PersistentKey {
    fileprivate static var sheetBackdrop: PersistentKey<PresentationBackdrop> { "sheetBackdrop" }
}
