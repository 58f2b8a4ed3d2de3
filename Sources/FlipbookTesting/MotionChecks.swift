import Foundation
import Flipbook

/// The motion assertions' checks on a value track: each returns one message per problem, naming
/// the view, the frame and the values (empty when the motion is as asked). `view` selects views by
/// path: the path itself, its end (`Text("Hello")` matches `VStack/0/Text("Hello")`) or a container
/// above them (`VStack/1` matches everything in it); nil selects every view.
extension ValueTrack {
    /// No selected view moves, changes or comes and goes after `time` (arriving at its rest at
    /// `time` is settling by it; a spring's tail smaller than the track's precision counts as settled).
    public func settlingProblems(by time: Double, view: String? = nil) -> [String] {
        let deadline = Int((time * Double(fps) - 1e-9).rounded(.up))
        var problems: [String] = []
        for subject in selected(view) where subject.attribute == nil {
            var firstLate: (index: Int, detail: String)?
            var lastChange: Int?
            for (before, after) in zip(frames, frames.dropFirst()) {
                let was = before.subjects[subject]
                let now = after.subjects[subject]
                guard was != now else { continue }
                lastChange = after.index
                if after.index > deadline, firstLate == nil {
                    firstLate = (after.index, Self.change(from: was, to: now))
                }
            }
            guard let firstLate, let lastChange else { continue }
            let last = frames.last!.index
            let settles = lastChange == last ? "it is still changing at the last frame (\(last))"
                : "it settles at frame \(lastChange) (\(seconds(Double(lastChange) / Double(fps))))"
            problems.append("\(scene): \(subject) still changes after \(seconds(time)): frame \(firstLate.index) "
                            + "(\(seconds(Double(firstLate.index) / Double(fps)))): \(firstLate.detail); \(settles)")
        }
        return problems
    }

    /// No selected animation goes beyond its new value by more than `bound` of its change (0.1:
    /// 10 %), nor before its old value by more.
    public func overshootProblems(below bound: Double, view: String? = nil) -> [String] {
        selected(view).filter { $0.attribute != nil }.compactMap { subject in
            var peak: (index: Int, p: Double)?
            for frame in frames {
                guard let p = frame.subjects[subject]?["p"].flatMap(Double.init) else { continue }
                let beyond = max(p - 1, -p)
                if beyond > bound, beyond > peak.map({ max($0.p - 1, -$0.p) }) ?? 0 { peak = (frame.index, p) }
            }
            guard let peak else { return nil }
            let kind = frames.lazy.compactMap { $0.subjects[subject]?["kind"] }.first ?? "?"
            let percent = TrackNumber.percent(max(peak.p - 1, -peak.p))
            return "\(scene): \(subject) (\(kind)) overshoots by \(percent) of its change at frame \(peak.index) "
                + "(\(seconds(Double(peak.index) / Double(fps))), p = \(peak.p)); the bound is \(TrackNumber.percent(bound))"
        }
    }

    /// No selected view's on-screen bounds move by more than `maximum` points, and its opacity by
    /// more than `maximumOpacity`, between consecutive frames; a view appearing or disappearing
    /// counts as a change of opacity from or to 0. Catches transitions and matched geometry that pop.
    public func jumpProblems(maximum: Double, maximumOpacity: Double = 0.5, view: String? = nil) -> [String] {
        var problems: [String] = []
        for subject in selected(view) where subject.attribute == nil {
            for (before, after) in zip(frames, frames.dropFirst()) where after.index == before.index + 1 {
                let was = before.subjects[subject]
                let now = after.subjects[subject]
                let wasOpacity = was.flatMap { Double($0["opacity"] ?? "") } ?? 0
                let nowOpacity = now.flatMap { Double($0["opacity"] ?? "") } ?? 0
                // A view coming or going with a transition playing does not pop.
                let transitions = was == nil || now == nil ? (was ?? now)?["transition"].map { $0 != "none" } ?? false : false
                if abs(nowOpacity - wasOpacity) > maximumOpacity, !transitions {
                    let what = was == nil ? "appears at opacity \(TrackNumber.print(nowOpacity, digits: 3))"
                        : now == nil ? "disappears from opacity \(TrackNumber.print(wasOpacity, digits: 3))"
                        : "opacity \(TrackNumber.print(wasOpacity, digits: 3)) → \(TrackNumber.print(nowOpacity, digits: 3))"
                    problems.append("\(scene): frame \(after.index): \(subject) \(what) in one frame "
                                    + "(at most \(TrackNumber.print(maximumOpacity, digits: 3)))")
                    break
                }
                guard let was, let now, let a = ScreenBounds(was), let b = ScreenBounds(now) else { continue }
                let moved = a.distance(to: b)
                if moved > maximum {
                    problems.append("\(scene): frame \(after.index): \(subject) jumps \(TrackNumber.print(moved, digits: 2)) pt "
                                    + "in one frame (at most \(TrackNumber.print(maximum, digits: 2))): \(a) → \(b)")
                    break
                }
            }
        }
        return problems
    }

    /// The selected views' `attribute` reaches each of `values`, in that order (each within
    /// `tolerance`, at or after the frame the one before was reached): phases arrive in order.
    public func phaseProblems(view: String, attribute: String, reach values: [Double], tolerance: Double = 0.01) -> [String] {
        let subjects = selected(view).filter { $0.attribute == nil }
        guard !subjects.isEmpty else { return ["\(scene): no view matches \(view)"] }
        return subjects.compactMap { subject in
            var start = frames.startIndex
            for (number, value) in values.enumerated() {
                let found = frames[start...].firstIndex { frame in
                    frame.subjects[subject]?[attribute].flatMap(Double.init).map { abs($0 - value) <= tolerance } ?? false
                }
                guard let found else {
                    let after = number == 0 ? "" : " after phase \(number) (\(TrackNumber.print(values[number - 1], digits: 3)), frame \(frames[start].index))"
                    let seen = frames[start...].compactMap { $0.subjects[subject]?[attribute].flatMap(Double.init) }
                    let range = seen.isEmpty ? "it is not on screen"
                        : "its \(attribute) stays within \(TrackNumber.print(seen.min()!, digits: 3))…\(TrackNumber.print(seen.max()!, digits: 3))"
                    return "\(scene): \(subject) \(attribute) never reaches phase \(number + 1) "
                        + "(\(TrackNumber.print(value, digits: 3)))\(after); \(range)"
                }
                start = found
            }
            return nil
        }
    }

    /// The selected views' animations of `attribute` (every attribute when nil) each run for
    /// `duration` seconds, within `tolerance` (one frame when nil): from their start to the last
    /// frame they run in (where they reach their end).
    public func durationProblems(view: String, attribute: String? = nil, is duration: Double,
                                 tolerance: Double? = nil) -> [String] {
        let tolerance = tolerance ?? 1 / Double(fps)
        let animations = selected(view).filter { $0.attribute != nil && (attribute == nil || $0.attribute == attribute) }
        guard !animations.isEmpty else {
            return ["\(scene): no animation of \(attribute.map { "\($0) of " } ?? "")\(view) runs in the frames sampled"]
        }
        return animations.compactMap { subject in
            let running = frames.filter { $0.subjects[subject] != nil }
            guard let first = running.first, let last = running.last,
                  let start = first.subjects[subject]?["start"].flatMap(Double.init) else { return nil }
            guard frames.contains(where: { $0.index > last.index }) else {
                return "\(scene): \(subject) still runs at the last frame (\(last.index)); it should end at \(seconds(start + duration))"
            }
            let measured = Double(last.index) / Double(fps) - start
            guard abs(measured - duration) > tolerance + 1e-9 else { return nil }
            return "\(scene): \(subject) (\(first.subjects[subject]?["kind"] ?? "?")) runs for \(seconds(measured)) "
                + "(from \(seconds(start)) to frame \(last.index)), not \(seconds(duration)) "
                + "(± \(seconds(tolerance)))"
        }
    }

    /// The subjects `view` selects (see the extension's documentation).
    func selected(_ view: String?) -> [Subject] {
        guard let view else { return subjects }
        return subjects.filter { $0.path == view || $0.path.hasSuffix("/" + view) || $0.path.hasPrefix(view + "/") }
    }

    private func seconds(_ time: Double) -> String { TrackNumber.print(time, digits: 3) + " s" }

    private static func change(from was: [String: String]?, to now: [String: String]?) -> String {
        guard let was else { return "it appears" }
        guard let now else { return "it disappears" }
        let changed = Set(was.keys).union(now.keys).sorted().filter { was[$0] != now[$0] }
        return changed.prefix(3).map { "\($0) \(was[$0] ?? "none") → \(now[$0] ?? "none")" }.joined(separator: ", ")
    }
}
