/// A feature that takes part in the graph's passes beyond what each element does for itself:
/// matched geometry after layout, its flights and `Animatable` bodies before each frame. The
/// graph lists its participants once, in the order their hooks run; every hook does nothing
/// unless the participant needs it.
@MainActor
protocol PassParticipant: AnyObject {
    /// Post-layout placement: acts on the laid-out tree before changes are detected (may place
    /// elements again).
    func placeAfterLayout(_ roots: [Element], in graph: ViewGraph)
    /// Called before each commit pass of an update round: what a commit registers starts anew.
    func willCommit()
    /// Presentation: brings what the participant tracks to `time`, before the frame is emitted.
    func present(at time: Double, in graph: ViewGraph)
}

extension PassParticipant {
    func placeAfterLayout(_ roots: [Element], in graph: ViewGraph) {}
    func willCommit() {}
    func present(at time: Double, in graph: ViewGraph) {}
}
