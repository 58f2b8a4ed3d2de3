/// A frame the scene's motion makes worth a golden, and why (see `ValueTrack.keyFrames(events:)`).
public struct KeyFrame: Sendable, Equatable {
    /// The frame's index.
    public var index: Int
    /// Why it was chosen: `start`, `Tap("Grow", at: 0.25)`, `VStack/1/Rectangle frame animation peaks (p 1.08)`…
    public var reasons: [String]

    public init(index: Int, reasons: [String]) {
        self.index = index
        self.reasons = reasons
    }
}

extension ValueTrack {
    /// The frames that show what the animations do, from a track of every frame: the first, the
    /// first frame showing each script event in `events` (time and how it prints), each
    /// animation's first frame and each frame it takes a new target (a phase boundary: a phase
    /// animator's next phase retargets the running animations or starts new ones), each keyframe
    /// boundary of a keyframe timeline (the first frame at or after a track reaches a keyframe),
    /// the frame of the peak overshoot and the first logically complete one after each start or
    /// new target, an animation's last frame (where it reaches its end), and the settled end (the
    /// last frame in which a view changed; the last frame when they never settle).
    public func keyFrames(events: [(time: Double, summary: String)]) -> [KeyFrame] {
        guard let first = frames.first, let last = frames.last else { return [] }
        var reasons: [Int: [String]] = [first.index: ["start"]]
        func add(_ index: Int, _ reason: String) {
            let index = min(max(index, first.index), last.index)
            if !(reasons[index]?.contains(reason) ?? false) { reasons[index, default: []].append(reason) }
        }
        for event in events { add(Int((event.time * Double(fps) - 1e-9).rounded(.up)), event.summary) }
        for subject in subjects where subject.attribute != nil {
            let running = frames.compactMap { frame in frame.subjects[subject].map { (index: frame.index, attributes: $0) } }
            guard let start = running.first else { continue }
            // Each stretch from the start or a new target to the next: its own peak and completion.
            var stretch: [(index: Int, attributes: [String: String])] = []
            func close() {
                var peak: (index: Int, p: Double)?
                for frame in stretch {
                    if let p = frame.attributes["p"].flatMap(Double.init), p > 1, p > peak?.p ?? 1 { peak = (frame.index, p) }
                }
                if let peak { add(peak.index, "\(subject) peaks (p \(TrackNumber.print(peak.p, digits: 3)))") }
                if let complete = stretch.first(where: { $0.attributes["complete"] == "1" }) {
                    add(complete.index, "\(subject) is logically complete")
                }
                stretch = []
            }
            add(start.index, "\(subject) starts")
            for (before, frame) in zip([start] + running, running) {
                let retarget = frame.attributes["retarget"]
                if retarget != before.attributes["retarget"], let retarget {
                    close()
                    add(frame.index, "\(subject) takes a new target (at \(retarget) s)")
                }
                if let keyframe = frame.attributes["keyframe"], keyframe != before.attributes["keyframe"] {
                    add(frame.index, Int(keyframe) == 0 ? "\(subject) loops" : "\(subject) reaches keyframe boundary \(keyframe)")
                }
                stretch.append(frame)
            }
            close()
            add(running.last!.index, "\(subject) ends")
        }
        var lastChange: Int?
        func views(_ frame: Frame) -> [Subject: [String: String]] { frame.subjects.filter { $0.key.attribute == nil } }
        for (before, after) in zip(frames, frames.dropFirst()) where views(before) != views(after) {
            lastChange = after.index
        }
        add(lastChange ?? first.index, lastChange == last.index ? "the last frame (still changing)" : "settled")
        return reasons.keys.sorted().map { KeyFrame(index: $0, reasons: reasons[$0]!) }
    }
}
