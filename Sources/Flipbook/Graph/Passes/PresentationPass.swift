/// Presentation, before a frame is emitted, and only while something needs it: `Animatable` views
/// get their bodies evaluated with the interpolated data (the update passes run again, as a
/// presentation), then views flying to a matched geometry lay their content out in their
/// presented frames.
@MainActor
struct PresentationPass {
    let graph: ViewGraph

    func run(at time: Double) {
        for participant in graph.participants { participant.present(at: time, in: graph) }
    }
}
