import Flipbook
import FlipbookImage

/// How to render a scene; `nil` means the scene's own setting.
public struct RenderOptions: Sendable {
    /// Folder under which `NAME/frame-00000.png`… are written.
    public var outputDirectory: String
    public var scale: Double?
    public var fps: Int?
    /// Frames to write (inclusive); all when nil. Earlier frames are still simulated.
    public var frames: ClosedRange<Int>?
    /// Raster threads; defaults to the number of cores.
    public var threads: Int
    /// How the PNG files are compressed.
    public var png: PNGCompression = .fast
    /// Prints each script event as it happens, so that what scene code prints
    /// (`.transaction` monitors) appears under the event that caused it.
    public var trace = false

    public init(outputDirectory: String = "output", scale: Double? = nil, fps: Int? = nil,
                frames: ClosedRange<Int>? = nil, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.outputDirectory = outputDirectory
        self.scale = scale
        self.fps = fps
        self.frames = frames
        self.threads = threads
    }

    /// Parses a frame range written `A..B` (inclusive), `A...B`, `A..<B` or `A..` (to the end).
    public static func parseFrames(_ text: String) -> Result<(Int, Int?), PlayerError> {
        let bad = PlayerError.usage("bad frame range \"\(text)\": write A..B with whole numbers, e.g. 0..59 or 30..")
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let range = text.range(of: separator) else { continue }
            guard let start = Int(text[..<range.lowerBound]), start >= 0 else { return .failure(bad) }
            let tail = text[range.upperBound...]
            if tail.isEmpty { return inclusive ? .success((start, nil)) : .failure(bad) }
            guard let end = Int(tail), end >= 0 else { return .failure(bad) }
            return .success((start, inclusive ? end : end - 1))
        }
        guard let single = Int(text), single >= 0 else { return .failure(bad) }
        return .success((single, single))
    }
}

/// Why a render did not happen: bad usage (exit code 2) or a failure while rendering (exit code 1).
public enum PlayerError: Error, CustomStringConvertible, Equatable {
    case usage(String)
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}

/// What a finished render produced.
public struct RenderSummary: Sendable {
    public let scene: String
    public let framesWritten: Int
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let seconds: Double
    public let directory: String
    /// Problems that did not stop the render (an SF Symbol without a stand-in, say), each once.
    public var warnings: [String] = []
    /// Where the CPU time went.
    public let timings: FrameTimings

    /// One line: `implicit-animation: 60 frames, 400×200 px, 0.81 s (74.1 frames/s) → output/implicit-animation`.
    public var line: String {
        let rate = seconds > 0 ? Double(framesWritten) / seconds : 0
        return "\(scene): \(framesWritten) frames, \(pixelWidth)×\(pixelHeight) px, "
            + String(format: "%.2f s (%.1f frames/s)", seconds, rate) + " → \(directory)"
    }
}

/// Progress of a render, reported while it runs.
public struct RenderProgress: Sendable {
    public let scene: String
    public let done: Int
    public let total: Int
    public let elapsed: Double

    public var framesPerSecond: Double { elapsed > 0 ? Double(done) / elapsed : 0 }
    public var remainingSeconds: Double? {
        done > 0 ? elapsed / Double(done) * Double(total - done) : nil
    }
}
