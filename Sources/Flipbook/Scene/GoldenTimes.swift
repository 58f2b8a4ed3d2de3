/// Which frames of a scene are checked against golden frames.
public enum GoldenTimes: Sendable, Equatable {
    /// These scene times, in seconds.
    case times([Double])
    /// The frames the scene's motion chooses (`ValueTrack.keyFrames(events:)`): the start, each
    /// script event, each animation's start and new target (phase boundaries), each keyframe
    /// boundary inside a keyframe timeline, peak overshoot and logical completion, and the settled
    /// end, from the animations that actually run. Known only
    /// by running the scene: `SceneRenderer.keyFrames(_:)`, which `assertFrames` uses.
    case automatic
}
