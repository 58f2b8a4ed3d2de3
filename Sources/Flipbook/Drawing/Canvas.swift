import FlipbookDisplayList

/// A view drawn by a closure with a `GraphicsContext`, in its own coordinates (origin top-left,
/// points). It fills the space offered to it; the renderer runs every frame at the presented size.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    /// `opaque` and `rendersAsynchronously` are accepted for source compatibility; Flipbook always
    /// draws synchronously, with transparency.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [CanvasElement(renderer: renderer, environment: context.environment, context: context)]
    }
}

/// A canvas leaf: its frame animates like any leaf's, and the renderer draws into it.
final class CanvasElement: LeafElement {
    private let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    private let environment: EnvironmentValues
    private let measurer: any TextMeasuring
    private weak var graph: ViewGraph?

    init(renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
         context: ResolveContext) {
        self.renderer = renderer
        self.environment = environment
        measurer = context.graph.textMeasurer
        graph = context.graph
        super.init(context: context)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let frame = presentedFrame(at: time)
        guard let graph else { return }
        let recording = CanvasRecording(measurer: measurer, images: graph.images)
        var graphics = GraphicsContext(canvas: recording, environment: environment)
        renderer(&graphics, frame.size)
        for problem in recording.problems { graph.report(.invalidDrawing(problem)) }
        guard !recording.items.isEmpty else { return }
        items.append(.group(GroupDrawing(transform: .init(translationX: Double(frame.minX), y: Double(frame.minY)),
                                         items: recording.items)))
    }
}
