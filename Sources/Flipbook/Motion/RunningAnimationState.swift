/// A running animation of one attribute, as the value track shows it.
struct RunningAnimationState {
    /// The animation in charge (after merging and combining) as SwiftUI prints it, or a keyframe
    /// timeline (`KeyframeTimeline(duration: 0.9)`).
    let kind: String
    /// When it started (the first change), in scene seconds.
    let startTime: Double
    /// 0 at the old value, 1 at the new one, beyond 1 while it overshoots.
    let progress: Double
    /// The rate of `progress` per second, when it can be computed.
    let velocity: Double?
    /// Whether it is logically complete (a spring near enough its target to start the next phase).
    let isLogicallyComplete: Bool
    /// For a keyframe timeline, how many of its keyframe boundaries it has reached (in this loop).
    var keyframe: Int? = nil
    /// When it last took a new target while running (a phase animator's next phase), if it did.
    var retargetTime: Double? = nil
}

/// An animated value whose running animation the value track can read.
@MainActor
protocol InspectableSlot: AnyObject {
    func runningAnimation(at time: Double) -> RunningAnimationState?
}
