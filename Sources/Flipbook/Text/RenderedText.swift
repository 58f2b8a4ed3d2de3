import FlipbookDisplayList

/// A text drawn by a ``TextRenderer`` (`textRenderer(_:)`): the renderer draws the text's layout
/// into a context in the text's coordinates, and the text's frame places what it drew.
@MainActor
struct RenderedText {
    let renderer: AnyTextRenderer
    /// The text's custom attributes, for the renderer's runs.
    let attributes: [TextAttributeRange]
    let environment: EnvironmentValues
    weak var graph: ViewGraph?

    /// The renderer's drawing of `spec` in `color`, laid out by `measurer`, in `frame`.
    func items(_ spec: TextLayoutSpec, color: RGBAColor, frame: CGRect, measurer: any TextMeasuring) -> [DisplayItem] {
        guard let graph else { return [] }
        let recording = CanvasRecording(measurer: measurer, images: graph.images)
        var context = GraphicsContext(canvas: recording, environment: environment)
        renderer.draw(Text.Layout(TextLayoutSource(spec: spec, color: color, measurer: measurer, attributes: attributes)), &context)
        for problem in recording.problems { graph.report(.invalidDrawing(problem)) }
        for warning in recording.warnings { graph.warn(warning) }
        guard !recording.items.isEmpty else { return [] }
        return [.group(GroupDrawing(transform: .init(translationX: Double(frame.minX), y: Double(frame.minY)),
                                    items: recording.items))]
    }
}
