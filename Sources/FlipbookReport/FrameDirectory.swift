import Foundation

/// The PNG files in a folder: frames named `frame-NNNNN.png` (any number of digits) and any
/// other `.png`, plus the folder's `sequence.json` when it has one.
public struct FrameDirectory: Sendable {
    /// The folder.
    public let path: String
    /// PNG file names, frames first in frame order, then the others by name.
    public let names: [String]
    /// The folder's manifest, when it has one.
    public let manifest: SequenceManifest?

    /// Lists `path`; throws when it is not a readable folder or its manifest is unreadable.
    public init(path: String) throws(InputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError("cannot read \(path): no such folder")
        }
        let all: [String]
        do { all = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw InputError("cannot read \(path): permission denied")
        }
        self.path = path
        names = all.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted(by: Self.precedes)
        do { manifest = try SequenceManifest.read(at: (path as NSString).appendingPathComponent(SequenceManifest.fileName)) }
        catch { throw InputError(error.description) }
    }

    /// 12 for `frame-00012.png`; nil for other names.
    public static func frameNumber(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// Frame order for file names: frames by number, then other names alphabetically.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        switch (frameNumber(of: a), frameNumber(of: b)) {
        case let (x?, y?): x != y ? x < y : a < b
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): a < b
        }
    }

    /// The frame numbers present.
    public var frames: [Int] { names.compactMap(Self.frameNumber) }

    /// Frames that should be here and are not: those the manifest lists, or else every number
    /// between the first and last frame present.
    public var gaps: [Int] {
        let present = Set(frames)
        if let manifest { return manifest.frames.filter { !present.contains($0) } }
        guard let first = frames.first, let last = frames.last else { return [] }
        return (first...last).filter { !present.contains($0) }
    }

    /// The file name of frame `number`, with as many digits as this folder's frames use
    /// (five when it has none).
    public func name(ofFrame number: Int) -> String {
        let width = names.first { Self.frameNumber(of: $0) != nil }.map { $0.count - 10 } ?? 5
        return "frame-" + String(repeating: "0", count: max(0, width - String(number).count)) + "\(number).png"
    }

    /// One line naming the missing files, e.g. `out/a has a gap in its frame numbers:
    /// frame-00005.png is missing (it has frames 0 to 9)`; nil without gaps.
    public var gapSummary: String? {
        let missing = gaps
        guard !missing.isEmpty else { return nil }
        var runs: [ClosedRange<Int>] = []
        for frame in missing {
            if let last = runs.last, last.upperBound == frame - 1 { runs[runs.count - 1] = last.lowerBound...frame }
            else { runs.append(frame...frame) }
        }
        let shown = runs.prefix(5).map { run in
            run.count == 1 ? name(ofFrame: run.lowerBound) : "\(name(ofFrame: run.lowerBound)) to \(name(ofFrame: run.upperBound))"
        }.joined(separator: ", ") + (runs.count > 5 ? " and \(runs.count - 5) more runs" : "")
        if manifest != nil {
            return "\(path) is missing \(shown), listed in its \(SequenceManifest.fileName)"
        }
        let present = "it has frames \(frames.first ?? 0) to \(frames.last ?? 0)"
        return missing.count == 1
            ? "\(path) has a gap in its frame numbers: \(shown) is missing (\(present))"
            : "\(path) has gaps in its frame numbers: \(missing.count) frames are missing (\(shown); \(present))"
    }
}
