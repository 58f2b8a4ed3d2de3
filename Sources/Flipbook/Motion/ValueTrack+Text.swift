/// The value track's text form, one line per frame in which something changed:
///
///     flipbook value track: explicit-animation, 60 fps, frames 0…59
///     view v0 VStack/0/Text("Hello World")
///     view v1 VStack/1/Rectangle
///     0: v0 x=150.5 y=104 w=99 h=20 color=#000000ff; v1 x=100 y=130 w=200 h=60 color=#32ade6ff
///     animation a0 v1 frame 1: BezierAnimation(duration: 0.35, curve: UnitCurve.easeInOut)
///     16: v0 y=103.8; v1 y=129.8 h=60.5; a0 start=0.25 p=0.004 v=0.19
///     …
///     37: a0 end
///
/// A `view` or `animation` line names a subject just before the first frame that shows it (an
/// animation's line again when its kind changes); a frame lists, per subject, the attributes that
/// differ from the frame before (a subject's first frame: those that differ from the defaults),
/// and `end` when it leaves. Frames in which nothing changed are left out.
extension ValueTrack {
    private static let heading = "flipbook value track: "

    /// The track as text (ends with a newline).
    public var text: String {
        var lines = [Self.heading + "\(scene), \(fps) fps, frames \(Self.describe(frames.map(\.index)))"]
        var ids: [Subject: String] = [:]
        var viewCount = 0
        var animationCount = 0
        var previous: [Subject: [String: String]] = [:]
        for frame in frames {
            var entries: [String] = []
            for subject in subjects {
                let before = previous[subject]
                guard let now = frame.subjects[subject] else {
                    if before != nil, let id = ids[subject] { entries.append("\(id) end") }
                    continue
                }
                let viewSubject = Subject(path: subject.path)
                if ids[viewSubject] == nil {
                    ids[viewSubject] = "v\(viewCount)"
                    lines.append("view v\(viewCount) \(subject.path)")
                    viewCount += 1
                }
                let viewID = ids[viewSubject]!
                let id: String
                if let known = ids[subject] { id = known } else if subject.attribute == nil { id = viewID } else {
                    id = "a\(animationCount)"
                    animationCount += 1
                }
                ids[subject] = id
                let kindChanged = subject.attribute != nil && now["kind"] != before?["kind"]
                if let attribute = subject.attribute, kindChanged {
                    lines.append("animation \(id) \(viewID) \(attribute) \(subject.ordinal): \(now["kind"] ?? "")")
                }
                let base = before ?? (subject.attribute == nil ? Self.viewDefaults : Self.animationDefaults)
                let changed = Self.ordered(now.keys).filter { $0 != "kind" && now[$0] != base[$0] }
                if !changed.isEmpty || before == nil || kindChanged {
                    entries.append(([id] + changed.map { "\($0)=\(now[$0]!)" }).joined(separator: " "))
                }
            }
            previous = frame.subjects
            if !entries.isEmpty || frame.index == frames.first?.index {
                lines.append("\(frame.index): " + entries.joined(separator: "; "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a track printed by `text`.
    public init(parsing text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix(Self.heading) else {
            throw ValueTrackError(line: 1, message: "not a value track (it should start with \"\(Self.heading)\")")
        }
        let header = first.dropFirst(Self.heading.count).components(separatedBy: ", ")
        guard header.count == 3, header[1].hasSuffix(" fps"), let fps = Int(header[1].dropLast(4)),
              header[2].hasPrefix("frames "), let indices = Self.parseFrames(String(header[2].dropFirst(7)))
        else { throw ValueTrackError(line: 1, message: "the heading should read \"NAME, FPS fps, frames LIST\"") }
        self.init(scene: header[0], fps: fps)
        var ids: [String: Subject] = [:]
        var current: [Subject: [String: String]] = [:]
        var kinds: [Subject: String] = [:]
        var sampled = indices.makeIterator()
        var nextSampled = sampled.next()
        for (number, line) in lines.enumerated().dropFirst() {
            let fail = { (message: String) in ValueTrackError(line: number + 1, message: message) }
            if line.hasPrefix("view ") {
                let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3 else { throw fail("a view line reads \"view ID PATH\"") }
                ids[parts[1]] = Subject(path: parts[2])
            } else if line.hasPrefix("animation ") {
                guard let colon = line.range(of: ": ") else { throw fail("an animation line reads \"animation ID VIEW ATTRIBUTE N: KIND\"") }
                let parts = line[..<colon.lowerBound].split(separator: " ").map(String.init)
                guard parts.count == 5, let ordinal = Int(parts[4]) else {
                    throw fail("an animation line reads \"animation ID VIEW ATTRIBUTE N: KIND\"")
                }
                let path = ids[parts[2]]?.path ?? parts[2]
                let subject = Subject(path: path, attribute: parts[3], ordinal: ordinal)
                ids[parts[1]] = subject
                kinds[subject] = String(line[colon.upperBound...])
            } else {
                guard let colon = line.range(of: ": ") ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil),
                      let index = Int(line[..<colon.lowerBound]) else {
                    throw fail("expected a frame line \"N: ENTRIES\", a view line or an animation line")
                }
                // Frames left out repeat the one before.
                while let skipped = nextSampled, skipped < index {
                    frames.append(Frame(index: skipped, subjects: current))
                    nextSampled = sampled.next()
                }
                guard nextSampled == index else { throw fail("frame \(index) is not among the frames of the heading, or is out of order") }
                nextSampled = sampled.next()
                let body = line[colon.upperBound...]
                for entry in body.components(separatedBy: "; ") where !entry.isEmpty {
                    let words = entry.split(separator: " ").map(String.init)
                    guard let subject = ids[words[0]] else { throw fail("\(words[0]) is not declared by a view or animation line") }
                    if words.count == 2, words[1] == "end" {
                        current[subject] = nil
                        continue
                    }
                    var attributes = current[subject] ?? (subject.attribute == nil ? Self.viewDefaults : Self.animationDefaults)
                    for word in words.dropFirst() {
                        guard let equals = word.firstIndex(of: "=") else { throw fail("\"\(word)\" should read NAME=VALUE") }
                        attributes[String(word[..<equals])] = String(word[word.index(after: equals)...])
                    }
                    current[subject] = attributes
                    if !subjects.contains(subject) { subjects.append(subject) }
                }
                for (subject, kind) in kinds where current[subject] != nil {
                    current[subject]?["kind"] = kind
                }
                kinds = kinds.filter { current[$0.key] == nil }
                frames.append(Frame(index: index, subjects: current))
            }
        }
        while let skipped = nextSampled {
            frames.append(Frame(index: skipped, subjects: current))
            nextSampled = sampled.next()
        }
    }

    private static func ordered(_ keys: Dictionary<String, String>.Keys) -> [String] {
        let known = attributeOrder.filter { keys.contains($0) }
        return known + keys.filter { !attributeOrder.contains($0) }.sorted()
    }

    /// `0…59` for a run, else the indices separated by spaces.
    static func describe(_ indices: [Int]) -> String {
        if let first = indices.first, let last = indices.last, indices.count > 2, last - first + 1 == indices.count {
            return "\(first)…\(last)"
        }
        return indices.map(String.init).joined(separator: " ")
    }

    private static func parseFrames(_ text: String) -> [Int]? {
        let bounds = text.components(separatedBy: "…")
        if bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]), first <= last { return Array(first...last) }
        let indices = text.split(separator: " ").compactMap { Int($0) }
        return indices.count == text.split(separator: " ").count && indices == indices.sorted() ? indices : nil
    }
}

/// A value track's text that cannot be read, with the line at fault.
public struct ValueTrackError: Error, CustomStringConvertible, Equatable {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "value track line \(line): \(message)" }
}
