import Flipbook
import FlipbookImage
import FlipbookMessages

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
    /// Stops the render early when requested (frames handed over so far are still written).
    public var stop: RenderStop?

    public init(outputDirectory: String = "output", scale: Double? = nil, fps: Int? = nil,
                frames: ClosedRange<Int>? = nil, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.outputDirectory = outputDirectory
        self.scale = scale
        self.fps = fps
        self.frames = frames
        self.threads = threads
    }
}

/// What a finished (or stopped) render produced.
public struct RenderSummary: Sendable {
    public let scene: String
    /// The frames written, every one complete.
    public let frames: Range<Int>
    /// How many frames were asked for.
    public let framesRequested: Int
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let seconds: Double
    public let directory: String
    /// Problems that did not stop the render (an SF Symbol without a stand-in, say), each once.
    public var warnings: [String] = []
    /// Where the CPU time went.
    public let timings: FrameTimings

    public var framesWritten: Int { frames.count }
    /// True when a `RenderStop` ended the render before every requested frame was written.
    public var interrupted: Bool { frames.count < framesRequested }

    /// One line: `implicit-animation: 60 frames, 400×200 px, 0.81 s (74.1 frames/s) → output/implicit-animation`,
    /// or `… interrupted after 27 of 60 frames (frames 0..26 are written), …` for a stopped render.
    public var line: String {
        let rate = seconds > 0 ? Double(framesWritten) / seconds : 0
        let count = !interrupted ? "\(framesWritten) frames"
            : frames.isEmpty ? "interrupted before frame \(frames.lowerBound) of \(framesRequested) frames"
            : "interrupted after \(framesWritten) of \(framesRequested) frames (frames \(frames.lowerBound)..\(frames.upperBound - 1) are written)"
        return "\(scene): \(count), \(pixelWidth)×\(pixelHeight) px, "
            + String(format: "%.2f s (%.1f frames/s)", seconds, rate) + " → \(OneLine.echo(directory))"
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
