import Foundation
import FlipbookMessages

/// The PNG files in a folder: frames named `frame-NNNNN.png` (1 to 18 digits) and any
/// other regular `.png` file, plus the folder's `sequence.json` when it has one.
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
            throw InputError("cannot read \(OneLine.echo(path)): no such folder")
        }
        let all: [String]
        do { all = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw InputError("cannot read \(OneLine.echo(path)): permission denied")
        }
        self.path = path
        // Regular files only: a folder or a FIFO named `x.png` is not a frame (opening a FIFO would wait).
        names = all.filter { name in
            var info = stat()
            return name.hasSuffix(".png") && !name.hasPrefix(".")
                && stat((path as NSString).appendingPathComponent(name), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }.sorted(by: Self.precedes)
        do { manifest = try SequenceManifest.read(at: (path as NSString).appendingPathComponent(SequenceManifest.fileName)) }
        catch { throw InputError(error.description) }
    }

    /// 12 for `frame-00012.png`; nil for other names.
    public static func frameNumber(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard (1...18).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
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

    /// Runs of frames that should be here and are not: those the manifest lists, or else the
    /// numbers between the first and last frame present. Found in one pass over the frames, so a
    /// folder holding only `frame-0.png` and `frame-999999999999.png` costs nothing.
    public var gaps: [ClosedRange<Int>] {
        if let manifest {
            let present = Set(frames)
            return Self.runs(manifest.frames.filter { !present.contains($0) })
        }
        return zip(frames, frames.dropFirst()).compactMap { $1 - $0 > 1 ? ($0 + 1)...($1 - 1) : nil }
    }

    /// Consecutive numbers of the increasing `numbers` joined into runs.
    static func runs(_ numbers: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for number in numbers {
            if let last = runs.last, last.upperBound == number - 1 { runs[runs.count - 1] = last.lowerBound...number }
            else { runs.append(number...number) }
        }
        return runs
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
        let runs = gaps
        guard !runs.isEmpty else { return nil }
        let missing = runs.reduce(0) { $0 + $1.count }
        let shown = runs.prefix(5).map { run in
            run.count == 1 ? name(ofFrame: run.lowerBound) : "\(name(ofFrame: run.lowerBound)) to \(name(ofFrame: run.upperBound))"
        }.joined(separator: ", ") + (runs.count > 5 ? " and \(runs.count - 5) more runs" : "")
        if manifest != nil {
            return "\(OneLine.echo(path)) is missing \(shown), listed in its \(SequenceManifest.fileName)"
        }
        let present = "it has frames \(frames.first ?? 0) to \(frames.last ?? 0)"
        return missing == 1
            ? "\(OneLine.echo(path)) has a gap in its frame numbers: \(shown) is missing (\(present))"
            : "\(OneLine.echo(path)) has gaps in its frame numbers: \(missing) frames are missing (\(shown); \(present))"
    }
}
