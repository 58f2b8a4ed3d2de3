/// Elements whose content is laid out again before each frame while their own geometry animates
/// (views flying to a matched geometry). A participant of the presentation pass;
/// elements register during each commit.
@MainActor
final class PresentedGeometries: PassParticipant {
    /// Outermost first.
    private var elements: [any PresentedGeometry] = []
    private var isPresenting = false

    /// Lays `element`'s content out for each frame until it settles (from a commit).
    func register(_ element: any PresentedGeometry) {
        guard !isPresenting, !elements.contains(where: { $0 === element }) else { return }
        elements.append(element)
    }

    func willCommit() { elements.removeAll() }

    func present(at time: Double, in graph: ViewGraph) {
        guard !elements.isEmpty else { return }
        isPresenting = true
        defer { isPresenting = false }
        graph.presenting {
            let update = graph.updateContext(at: time)
            elements = elements.filter { $0.present(at: time, update) }
        }
    }
}

/// An element whose content the graph lays out again before drawing each frame while its own
/// geometry animates (a view flying to its matched geometry).
@MainActor
protocol PresentedGeometry: AnyObject {
    /// Lays the content out for `time`; false once settled (no more passes needed).
    func present(at time: Double, _ update: UpdateContext) -> Bool
}

extension PresentedGeometry where Self: Element {
    /// After laying the content out again: its changed frames take effect at once (the
    /// animation is this element's), and its drawing is redone.
    func commitPresentedChildren(_ update: UpdateContext) {
        for child in children {
            ChangeDetectionPass(update: update).run([child])
            CommitPass(update: update).run([child], Transaction())
        }
        dropDrawCache()
    }
}
