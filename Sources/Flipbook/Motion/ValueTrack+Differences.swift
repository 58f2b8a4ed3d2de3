import Foundation

extension ValueTrack {
    /// What differs from `golden`, one readable line per attribute that differs, in frame order:
    ///
    ///     frame 15: VStack/1/Rectangle frame animation kind: duration 0.35 → 0.4
    ///     frame 24: VStack/1/Rectangle h 118.2 → 121.9 (the largest of 21 differing frames, 16–36)
    ///     frames 37–39: VStack/1/Rectangle frame animation not in the golden
    ///
    /// Empty when the tracks match. Numbers within `tolerance` of each other count as equal.
    /// At most `limit` lines, the last saying how many more there are.
    public func differences(from golden: ValueTrack, tolerance: Double = 0, limit: Int = 20) -> [String] {
        var lines: [String] = []
        if golden.fps != fps { lines.append("fps \(golden.fps) → \(fps)") }
        let goldenIndices = golden.frames.map(\.index)
        let indices = frames.map(\.index)
        if goldenIndices != indices {
            lines.append("frames \(Self.describe(goldenIndices)) → \(Self.describe(indices))")
        }
        var runs: [DifferenceKey: DifferenceRun] = [:]
        var order: [DifferenceKey] = []
        let goldenFrames = Dictionary(golden.frames.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        let allSubjects = golden.subjects + subjects.filter { !golden.subjects.contains($0) }
        for frame in frames {
            guard let old = goldenFrames[frame.index] else { continue }
            for subject in allSubjects {
                let before = old.subjects[subject]
                let after = frame.subjects[subject]
                func note(_ attribute: String?, _ was: String?, _ now: String?) {
                    let key = DifferenceKey(subject: subject, attribute: attribute)
                    if runs[key] == nil { order.append(key) }
                    runs[key, default: DifferenceRun()].add(frame: frame.index, was: was, now: now)
                }
                switch (before, after) {
                case (nil, nil): continue
                case (nil, _?): note(nil, nil, "present")
                case (_?, nil): note(nil, "present", nil)
                case (let before?, let after?):
                    for attribute in Set(before.keys).union(after.keys).sorted()
                    where !Self.same(before[attribute], after[attribute], tolerance: tolerance) {
                        note(attribute, before[attribute], after[attribute])
                    }
                }
            }
        }
        let described = order.sorted { (runs[$0]!.frames[0], order.firstIndex(of: $0)!) < (runs[$1]!.frames[0], order.firstIndex(of: $1)!) }
            .map { runs[$0]!.describe($0) }
        lines += described
        if lines.count > limit {
            let more = lines.count - (limit - 1)
            lines = Array(lines.prefix(limit - 1)) + ["… and \(more) more differences"]
        }
        return lines
    }

    private static func same(_ a: String?, _ b: String?, tolerance: Double) -> Bool {
        if a == b { return true }
        guard let a, let b, let x = Double(a), let y = Double(b) else { return false }
        return abs(x - y) <= tolerance
    }
}

/// One attribute of one subject (nil: the subject's presence).
private struct DifferenceKey: Hashable {
    let subject: ValueTrack.Subject
    let attribute: String?
}

/// The frames in which one attribute differs, and its values there.
private struct DifferenceRun {
    var frames: [Int] = []
    var values: [(was: String?, now: String?)] = []

    mutating func add(frame: Int, was: String?, now: String?) {
        frames.append(frame)
        values.append((was, now))
    }

    func describe(_ key: DifferenceKey) -> String {
        let span = frames.count == 1 ? "frame \(frames[0])" : "frames \(Self.ranges(frames))"
        guard let attribute = key.attribute else {
            let missing = values[0].now == nil
            return "\(span): \(key.subject) " + (missing ? "is in the golden but not rendered" : "is not in the golden")
        }
        if attribute == "kind" {
            return "frame \(frames[0]): \(key.subject) kind: \(Self.kindChange(values[0].was ?? "none", values[0].now ?? "none"))"
        }
        // The frame with the largest numeric difference, else the first.
        var chosen = 0
        var largest = -1.0
        for (offset, value) in values.enumerated() {
            if let was = value.was.flatMap(Double.init), let now = value.now.flatMap(Double.init), abs(now - was) > largest {
                largest = abs(now - was)
                chosen = offset
            }
        }
        let change = "\(values[chosen].was ?? "none") → \(values[chosen].now ?? "none")"
        let line = "frame \(frames[chosen]): \(key.subject) \(attribute) \(change)"
        guard frames.count > 1 else { return line }
        let which = largest >= 0 ? "the largest of" : "the first of"
        return line + " (\(which) \(frames.count) differing frames, \(Self.ranges(frames)))"
    }

    /// `16–36, 40` for frames 16…36 and 40.
    static func ranges(_ frames: [Int]) -> String {
        var parts: [String] = []
        var start = frames[0]
        var end = start
        for frame in frames.dropFirst() {
            if frame == end + 1 { end = frame; continue }
            parts.append(start == end ? "\(start)" : "\(start)–\(end)")
            start = frame
            end = frame
        }
        parts.append(start == end ? "\(start)" : "\(start)–\(end)")
        return parts.joined(separator: ", ")
    }

    /// The fields that differ between two animations' descriptions (`duration 0.35 → 0.4`), or
    /// the whole descriptions when they are of different kinds.
    static func kindChange(_ was: String, _ now: String) -> String {
        let a = fields(was)
        let b = fields(now)
        guard !a.isEmpty, a.map(\.name) == b.map(\.name), name(was) == name(now) else { return "\(was) → \(now)" }
        let changes = zip(a, b).filter { $0.value != $1.value }.map { "\($0.name) \($0.value) → \($1.value)" }
        return changes.isEmpty ? "\(was) → \(now)" : changes.joined(separator: ", ")
    }

    private static func name(_ description: String) -> Substring {
        description.prefix { $0 != "(" }
    }

    /// The `label: value` fields of a printed animation, nested ones included, in order.
    private static func fields(_ description: String) -> [(name: String, value: String)] {
        var found: [(String, String)] = []
        let pattern = try! NSRegularExpression(pattern: "([A-Za-z_][A-Za-z0-9_]*): ([^,()]+)")
        let text = description as NSString
        for match in pattern.matches(in: description, range: NSRange(location: 0, length: text.length)) {
            found.append((text.substring(with: match.range(at: 1)), text.substring(with: match.range(at: 2))))
        }
        return found
    }
}
