import FlipbookDisplayList

/// Draws the texts below `.textRenderer(_:)` in place of their usual drawing: `draw(layout:in:)`
/// gets each text's lines, runs and glyphs and a context to draw them into. Its
/// `animatableData` animates like a view's, so a renderer's progress can follow `withAnimation`.
@MainActor @preconcurrency
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose coordinates are the text view's.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The text's size for `proposal`; by default the text's own (`text.size(proposal)`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Room beyond the text's frame the drawing may use (a shadow, a blur); none by default.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.size(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a ``TextRenderer`` sizes: asks the text how large it is for a proposal.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's own size for `proposal`.
    public func size(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A renderer of any type, as the environment holds it.
struct AnyTextRenderer {
    let draw: @MainActor (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: @MainActor (ProposedViewSize, TextProxy) -> CGSize
    /// The renderer's type and stored values as text, to tell a changed renderer from the same one.
    let fingerprint: String

    @MainActor init<R: TextRenderer>(_ renderer: R) {
        draw = { renderer.draw(layout: $0, in: &$1) }
        sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
        fingerprint = String(reflecting: renderer)
    }

    /// Whether `other` draws as this one does: same type and stored values.
    func isSame(as other: AnyTextRenderer) -> Bool { fingerprint == other.fingerprint }
}

extension EnvironmentValues {
    /// The renderer of the texts here (`textRenderer(_:)`); nil draws them as usual.
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

private enum TextRendererKey: EnvironmentKey { static var defaultValue: AnyTextRenderer? { nil } }

extension View {
    /// Draws the texts in this view with `renderer`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        TextRendering(renderer: renderer, content: self)
    }
}

/// The view `textRenderer(_:)` makes: animatable with its renderer's data, so the texts below
/// redraw with the renderer's interpolated values while a change animates.
struct TextRendering<Renderer: TextRenderer, Content: View>: View, Animatable {
    var renderer: Renderer
    let content: Content

    var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    var body: some View { content.environment(\.textRenderer, AnyTextRenderer(renderer)) }
}
