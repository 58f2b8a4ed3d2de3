import FlipbookDisplayList

/// A view drawn by a closure with a `GraphicsContext`, in its own coordinates (origin top-left,
/// points). It fills the space offered to it; the renderer runs every frame at the presented size.
/// Views given as `symbols` are laid out (proposed the canvas's size, not drawn in place) and
/// handed to the renderer by tag through `GraphicsContext.resolveSymbol(id:)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols?

    /// `opaque`, `colorMode` and `rendersAsynchronously` are accepted for source compatibility;
    /// Flipbook always draws synchronously, with transparency, in 8-bit sRGB.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = nil
    }

    /// A canvas whose renderer can draw the views of `symbols`, each found by its `tag(_:)`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void,
                @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        guard let symbols else { return [CanvasElement(renderer: renderer, context: context)] }
        var canvasContext = context
        canvasContext.id = context.id.appending(.index(0))
        let canvas = CanvasElement(renderer: renderer, context: canvasContext)
        return [CanvasSymbolsElement(canvas: canvas, symbols: context.resolveChild(symbols, component: .content), id: context.id)]
    }
}

/// A canvas leaf: its frame animates like any leaf's, and the renderer draws into it.
final class CanvasElement: LeafElement {
    private let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    private let environment: EnvironmentValues
    private let measurer: any TextMeasuring
    private weak var graph: ViewGraph?
    /// The container holding the canvas's symbols, if it has any.
    weak var symbolSource: CanvasSymbolsElement?

    init(renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void, context: ResolveContext) {
        self.renderer = renderer
        environment = context.environment
        measurer = context.graph.textMeasurer
        graph = context.graph
        super.init(context: context)
    }

    /// A canvas drawing symbols draws them as they are at each frame, so it is never kept.
    override var isAnimatingItself: Bool? { symbolSource == nil ? super.isAnimatingItself : nil }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let frame = presentedFrame(at: time)
        guard let graph else { return }
        let recording = CanvasRecording(measurer: measurer, images: graph.images,
                                        symbols: symbolSource?.resolvedSymbols(at: time) ?? [:])
        var graphics = GraphicsContext(canvas: recording, environment: environment)
        renderer(&graphics, frame.size)
        for problem in recording.problems { graph.report(.invalidDrawing(problem)) }
        for warning in recording.warnings { graph.warn(warning) }
        guard !recording.items.isEmpty else { return }
        items.append(.group(GroupDrawing(transform: .init(translationX: Double(frame.minX), y: Double(frame.minY)),
                                         items: recording.items)))
    }
}
