import Foundation
import Flipbook
import FlipbookDisplayList
import FlipbookImage
import FlipbookMessages
import FlipbookRaster

/// Renders scenes to PNG frames: the scene runs on the main actor, producing
/// one display list per frame in order; raster threads (one cairo surface and
/// pango context each) turn them into pixels and PNG files in parallel. The
/// bytes of a frame depend only on its display list, so any thread count
/// gives identical files.
@MainActor
public final class SceneRenderer {
    let fonts: FontSet
    let measurer: PangoTextMeasurer

    /// Loads the pinned fonts; throws a one-line error naming a missing font file.
    public init() throws {
        do {
            fonts = try FontSet.pinned()
            measurer = try PangoTextMeasurer(fonts: fonts)
        } catch {
            throw PlayerError.failure("\(error)")
        }
    }

    /// Renders `scene` as `options` say, calling `progress` now and then.
    @discardableResult
    public func render(_ scene: FlipbookScene, options: RenderOptions,
                       progress: (RenderProgress) -> Void = { _ in }) throws -> RenderSummary {
        let started = Date()
        let (configured, scale) = try configure(scene, options)
        let frameCount = configured.frameCount
        let range = try frameRange(options.frames, frameCount: frameCount, scene: scene.name)
        let (width, height) = configured.pixelSize(scale: scale)
        let files = FrameFiles(outputDirectory: options.outputDirectory, scene: scene.name)
        try files.prepare()

        let run: SceneRun
        do { run = try SceneRun(scene: configured, scale: scale, textMeasurer: measurer) }
        catch { throw PlayerError.failure("\(error)") }
        if options.trace { run.onEvent = { print("— \($0.summary)") } }

        let queue = FrameQueue(capacity: max(2, options.threads * 2))
        let workers = DispatchGroup()
        let job = RasterJob(fonts: fonts, width: width, height: height, scale: scale, files: files,
                            compression: options.png)
        for _ in 0..<max(1, options.threads) {
            DispatchQueue.global().async(group: workers) { job.work(queue) }
        }

        var lastReport = Date.distantPast
        func report(force: Bool = false) {
            guard force || Date().timeIntervalSince(lastReport) >= 0.1 else { return }
            lastReport = Date()
            progress(RenderProgress(scene: scene.name, done: queue.snapshot.completed, total: range.count,
                                    elapsed: Date().timeIntervalSince(started)))
        }

        // A frame whose display list and background equal the one before's joins its job instead
        // of being drawn again; jobs are handed over in frame order.
        var held: FrameJob?
        var handedOver = 0
        var simulation = FrameTimings()
        func handOver(_ job: FrameJob) -> Bool {
            guard queue.push(job) else { return false }
            handedOver += job.frames.count
            return true
        }
        do {
            for index in 0...range.upperBound {
                if options.stop?.isRequested == true { break }
                let clock = ThreadClock.now
                let list = try run.displayList(at: run.time(ofFrame: index))
                let background = run.background
                let repeated = held.map { $0.displayList == list && $0.background == background } ?? false
                simulation.simulate += ThreadClock.now - clock
                guard range.contains(index) else { continue }
                if repeated, let first = held?.frames.lowerBound {
                    held?.frames = first...index
                    continue
                }
                if let waiting = held {
                    held = nil
                    guard handOver(waiting) else { break }
                }
                held = FrameJob(frames: index...index, displayList: list, background: background)
                report()
            }
            if let waiting = held { _ = handOver(waiting) }
        } catch {
            queue.fail(PlayerError.failure("\(error)"))
        }
        queue.add(simulation)
        queue.close()
        while workers.wait(timeout: .now() + 0.1) == .timedOut { report() }
        if let error = queue.snapshot.error {
            throw error as? PlayerError ?? PlayerError.failure("\(error)")
        }
        report(force: true)
        let interrupted = handedOver < range.count
        if options.frames == nil, !interrupted { files.removeFrames(from: frameCount) }
        return RenderSummary(scene: scene.name, frames: range.lowerBound..<(range.lowerBound + handedOver),
                             framesRequested: range.count, pixelWidth: width, pixelHeight: height,
                             seconds: Date().timeIntervalSince(started), directory: files.directory,
                             warnings: run.graph.warnings, timings: queue.stageTimes)
    }

    /// The layout of `scene` at `time` (see `ViewGraph.layoutDump`), with the pinned fonts.
    public func layoutDump(_ scene: FlipbookScene, at time: Double) throws -> String {
        do {
            let run = try SceneRun(scene: scene, scale: scene.scale, textMeasurer: measurer)
            // Step through the frames before `time`, as a render does.
            var frame = 0
            while run.time(ofFrame: frame) < time {
                _ = try run.displayList(at: run.time(ofFrame: frame))
                frame += 1
            }
            _ = try run.displayList(at: time)
            return run.graph.layoutDump(at: time)
        } catch {
            throw PlayerError.failure("\(error)")
        }
    }

    /// The value track of `scene` (see `ValueTrack`) at `frames` (every frame when nil), with the pinned fonts.
    public func valueTrack(_ scene: FlipbookScene, frames: [Int]? = nil) throws -> ValueTrack {
        if let bad = frames?.first(where: { !(0..<scene.frameCount).contains($0) }) {
            throw PlayerError.usage("frame \(bad) is not in \(scene.name) (frames 0…\(scene.frameCount - 1))")
        }
        do {
            return try ValueTrack.record(SceneRun(scene: scene, scale: scene.scale, textMeasurer: measurer), frames: frames)
        } catch {
            throw PlayerError.failure("\(error)")
        }
    }

    /// The frames `scene`'s motion makes worth a golden (see `ValueTrack.keyFrames(events:)`).
    public func keyFrames(_ scene: FlipbookScene) throws -> [KeyFrame] {
        do {
            let run = try SceneRun(scene: scene, scale: scene.scale, textMeasurer: measurer)
            let events = Array(zip(run.scriptTimes, run.scriptSummaries)).map { (time: $0, summary: $1) }
            return try ValueTrack.record(run).keyFrames(events: events)
        } catch {
            throw PlayerError.failure("\(error)")
        }
    }

    /// The scene with the options' fps applied, and the pixel scale to use.
    func configure(_ scene: FlipbookScene, _ options: RenderOptions) throws -> (FlipbookScene, Double) {
        var configured = scene
        if let fps = options.fps {
            if let problem = FlipbookScene.fpsProblem(fps) { throw PlayerError.usage("--fps: \(problem)") }
            configured.fps = fps
        }
        let scale = options.scale ?? scene.scale
        if let problem = FlipbookScene.scaleProblem(scale) { throw PlayerError.usage("--scale: \(problem)") }
        if let problem = configured.validationError { throw PlayerError.failure(problem) }
        // Frames are never larger than Flipbook's own PNG decoder (and so `compare`) accepts.
        let (width, height) = configured.pixelSize(scale: scale)
        if let problem = PNGLimits.problem(width: width, height: height) {
            throw PlayerError.usage("\(scene.name) at scale \(String(format: "%g", scale)): \(problem)")
        }
        return (configured, scale)
    }

    private func frameRange(_ requested: ClosedRange<Int>?, frameCount: Int, scene: String) throws -> ClosedRange<Int> {
        guard let requested else { return 0...(frameCount - 1) }
        guard requested.upperBound < frameCount else {
            throw PlayerError.usage("--frames \(requested.lowerBound)..\(requested.upperBound): \(scene) has frames 0..\(frameCount - 1)")
        }
        return requested
    }
}

/// What every raster worker shares: fonts, frame geometry, where files go.
private struct RasterJob: Sendable {
    let fonts: FontSet
    let width: Int
    let height: Int
    let scale: Double
    let files: FrameFiles
    let compression: PNGCompression

    /// Rasterises, encodes and writes frames until the queue is drained; each job is drawn
    /// and encoded once and its bytes written to each of its frames.
    func work(_ queue: FrameQueue) {
        var timings = FrameTimings()
        do {
            let rasterizer = try Rasterizer(fonts: fonts, pixelWidth: width, pixelHeight: height, scale: scale)
            let encoder = try PNGFrameEncoder(compression: compression)
            defer { timings.add(encoder.timings) }
            while let job = queue.pop() {
                let drawing = ThreadClock.now
                rasterizer.render(job.displayList, background: job.background)
                timings.draw += ThreadClock.now - drawing
                let png = try rasterizer.withPremultipliedPixels { base, width, height, stride in
                    try encoder.encode(premultipliedARGB32: base, width: width, height: height, stride: stride)
                }
                let writing = ThreadClock.now
                for index in job.frames { try PNG.write(encoded: png, to: files.path(ofFrame: index)) }
                timings.write += ThreadClock.now - writing
                timings.framesDrawn += 1
                queue.finished(job.frames.count)
            }
        } catch {
            queue.fail(PlayerError.failure("\(error)"))
        }
        queue.add(timings)
    }
}
