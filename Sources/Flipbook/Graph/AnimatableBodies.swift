/// Views whose content changes with time while they animate — `Animatable` views and view
/// modifiers, keyframe animators. A participant of the presentation pass: before a frame, those
/// animating (and, once more, those that have just finished) are marked for their bodies to be
/// evaluated again, and the update passes run as a presentation at the frame's time.
@MainActor
final class AnimatableBodies: PassParticipant {
    private var records: [ObjectIdentifier: CompositeRecord] = [:]

    /// Takes part in presentation from now on.
    func register(_ record: CompositeRecord) { records[ObjectIdentifier(record)] = record }

    func present(at time: Double, in graph: ViewGraph) {
        var changed = false
        for record in records.values {
            guard let state = record.animatableState else { continue }
            state.sample(at: time)
            if state.isAnimating || record.wasPresentedAnimating {
                record.wasPresentedAnimating = state.isAnimating
                record.markDirty()
                changed = true
            }
        }
        if changed { graph.runPresentationRound(at: time) }
    }
}

/// What the graph keeps for a composite view whose content changes with time.
@MainActor
protocol AnimatableRecordState: AnyObject {
    var isAnimating: Bool { get }
    func sample(at time: Double)
}

extension AnimatedSlot: AnimatableRecordState {
    func sample(at time: Double) { _ = presented(at: time) }
}
