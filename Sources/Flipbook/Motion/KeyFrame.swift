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
    /// animation's first frame (a phase or keyframe boundary, or a change starting), the frame of
    /// its peak overshoot, the first where it is logically complete and its last (where it reaches
    /// its end), and the settled end (the last frame in which a view changed; the last frame when
    /// they never settle).
    public func keyFrames(events: [(time: Double, summary: String)]) -> [KeyFrame] {
        guard let first = frames.first, let last = frames.last else { return [] }
        var reasons: [Int: [String]] = [first.index: ["start"]]
        func add(_ index: Int, _ reason: String) {
            let index = min(max(index, first.index), last.index)
            if !(reasons[index]?.contains(reason) ?? false) { reasons[index, default: []].append(reason) }
        }
        for event in events { add(Int((event.time * Double(fps) - 1e-9).rounded(.up)), event.summary) }
        for subject in subjects where subject.attribute != nil {
            let running = frames.filter { $0.subjects[subject] != nil }
            guard let start = running.first else { continue }
            add(start.index, "\(subject) starts")
            var peak: (index: Int, p: Double)?
            for frame in running {
                if let p = frame.subjects[subject]?["p"].flatMap(Double.init), p > 1, p > peak?.p ?? 1 { peak = (frame.index, p) }
            }
            if let peak { add(peak.index, "\(subject) peaks (p \(TrackNumber.print(peak.p, digits: 3)))") }
            if let complete = running.first(where: { $0.subjects[subject]?["complete"] == "1" }) {
                add(complete.index, "\(subject) is logically complete")
            }
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
