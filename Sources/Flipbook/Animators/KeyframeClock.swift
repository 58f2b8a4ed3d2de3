/// When a keyframe animator started and whether it still runs; it takes part in
/// presentation passes like an animatable view, and the value track lists its timeline as a
/// running animation (`keyframes`): `p` is the share of the timeline played (of the current
/// loop when it repeats), `v` its rate per second, complete once a one-shot timeline has played,
/// and `keyframe` how many of the timeline's keyframe boundaries (`KeyframeTimeline.keyframeTimes`)
/// the loop has reached.
@MainActor
final class KeyframeClock: AnimatableRecordState, InspectableSlot {
    var start: Double?
    var trigger: Any?
    var duration: Double = 0
    /// The timeline's keyframe boundaries, in seconds from its start.
    var keyframeTimes: [Double] = []
    var repeating = false
    private var now: Double = 0

    var isAnimating: Bool {
        guard let start else { return false }
        return repeating ? duration > 0 : now - start <= duration
    }

    func sample(at time: Double) { now = time }

    func runningAnimation(at time: Double) -> RunningAnimationState? {
        guard let start, duration > 0 else { return nil }
        let elapsed = max(0, time - start)
        guard repeating || elapsed <= duration else { return nil }
        let played = repeating ? elapsed.truncatingRemainder(dividingBy: duration) : elapsed
        let isDone = !repeating && elapsed >= duration
        // Scene times are sums of frame times: a boundary a rounding error away counts as reached.
        let reached = isDone ? keyframeTimes.count : keyframeTimes.prefix { $0 <= played + 1e-9 }.count
        return RunningAnimationState(kind: "KeyframeTimeline(duration: \(TrackNumber.print(duration, digits: 4))\(repeating ? ", repeating" : ""))",
                                     startTime: start, progress: played / duration, velocity: isDone ? nil : 1 / duration,
                                     isLogicallyComplete: isDone, keyframe: reached)
    }
}
