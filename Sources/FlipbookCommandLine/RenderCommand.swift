import ArgumentParser
import Flipbook
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import FlipbookReport
import Foundation

/// `flipbook render NAME… | --all`: writes `DIR/NAME/frame-00000.png`….
struct RenderCommand: ParsableCommand, ShardsItsWork {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render scenes to PNG frames (DIR/NAME/frame-00000.png, …).")

    static let shardHelp = """
        Write only shard K of N (1-based): a contiguous chunk of each scene's frames, or with --all \
        whole scenes dealt so the shards' work balances; `auto` reads FLIPBOOK_SHARD, \
        JOB_COMPLETION_INDEX with FLIPBOOK_SHARD_COUNT, or SLURM_ARRAY_TASK_ID. Each shard writes \
        NAME/sequence.shard-K-of-N.json; `flipbook verify` checks the merged folder.
        """

    @Argument(help: "Names of the scenes to render (see `flipbook list`).")
    var names: [String] = []

    @Flag(help: "Render every scene.")
    var all = false

    @Option(name: .long, help: ArgumentHelp("Folder for the frames.", valueName: "DIR"))
    var out = "output"

    @OptionGroup var scale: ScaleOption

    @Option(help: ArgumentHelp("Frames per second (default: the scene's, usually 60).", valueName: "N"))
    var fps: Int?

    @OptionGroup var frameRange: FramesOption

    @Flag(help: "Only write the key frames the scene's motion chooses (start, script events, animation peaks and completions, the settled end), each listed with why.")
    var keyFrames = false

    @OptionGroup var sharding: ShardOption<RenderCommand>

    @Option(help: ArgumentHelp("Raster threads (default: one per core).", valueName: "N"))
    var threads: Int?

    @OptionGroup var compression: PNGOption

    @OptionGroup var responses: ResponsesOption

    @Flag(help: "Print each script event and what the scene prints (e.g. transaction monitors) as it happens.")
    var trace = false

    func validate() throws {
        if all, !names.isEmpty { throw ValidationError("give scene names or --all, not both") }
        if !all, names.isEmpty { throw ValidationError("name a scene to render, or pass --all (see `flipbook list`)") }
        if let threads, !(1...Self.maximumThreads).contains(threads) {
            throw ValidationError("--threads must be between 1 and \(Self.maximumThreads) (got \(threads))")
        }
        if let fps, let problem = FlipbookScene.fpsProblem(fps) { throw ValidationError("--fps: \(problem)") }
        if out.isEmpty { throw ValidationError("--out is empty: name a folder (default: output)") }
        if keyFrames, frameRange.frames != nil { throw ValidationError("give --frames or --key-frames, not both") }
        if keyFrames, sharding.shard != nil { throw ValidationError("give --key-frames or --shard, not both") }
        if sharding.shard != nil, frameRange.frames != nil { throw ValidationError("give --frames or --shard, not both: --shard picks the frames") }
    }

    /// Most raster threads: each holds a frame-sized surface.
    static let maximumThreads = 64

    func run() throws {
        let shard = try sharding.resolved()
        var scenes = try selectedScenes()
        if let shard, all {
            let job = scenes
            scenes = shard.deal(job, fps: fps, scale: scale.scale)
            do {
                try DealManifest(index: shard.index, count: shard.count, scenes: job.map(\.name), taken: scenes.map(\.name))
                    .write(into: out)
            } catch { throw PlayerError.failure(error.description) }
        }
        // Every scene's frames are checked before the first is rendered.
        let range = try frameRange.range()
        let selections = try scenes.map { scene in
            try range?.resolved(frameCount: scene.frameCount(fps: fps), scene: scene.name)
        }
        if let shard, scenes.isEmpty { print("shard \(shard): no scenes (\(SceneLibrary.current.scenes.count) scenes dealt to \(shard.count) shards)") }
        let stop = Interruption.install()
        try MainActor.assumeIsolated {
            let renderer = try SceneRenderer()
            let terminal = ProgressLine()
            for (scene, selection) in zip(scenes, selections) {
                CrashReport.rendering(scene)
                if keyFrames {
                    let options = RenderOptions(outputDirectory: out, scale: scale.scale, fps: fps)
                    let chosen = try renderer.renderKeyFrames(scene, options: options)
                    print("\(scene.name): \(chosen.count) key frames → \(OneLine.echo((out as NSString).appendingPathComponent(scene.name)))")
                    for frame in chosen { print("  frame \(frame.index): \(frame.reasons.joined(separator: "; "))") }
                    continue
                }
                let chunk = shard.map { all ? 0..<scene.frameCount(fps: fps) : $0.chunk(of: scene.frameCount(fps: fps)) }
                if let shard, let chunk, chunk.isEmpty {
                    try ShardManifest(scene: scene, shard: shard, frames: chunk, fps: fps, scale: scale.scale).write(under: out)
                    print("\(scene.name): shard \(shard) has no frames (the scene has \(scene.frameCount(fps: fps)))")
                    continue
                }
                var options = RenderOptions(outputDirectory: out, scale: scale.scale, fps: fps)
                if let threads { options.threads = threads }
                options.trace = trace
                options.png = compression.png
                options.frames = selection
                if let chunk, !all { options.frames = chunk.lowerBound...(chunk.upperBound - 1) }
                options.stop = stop
                let render = { try renderer.render(scene, options: options) { terminal.show($0) } }
                let summary = trace ? try render() : try withQuietStandardOutput(render)
                terminal.clear()
                print(summary.line)
                for warning in summary.warnings {
                    FileHandle.standardError.write(Data("flipbook: warning: \(scene.name): \(OneLine.echo(warning))\n".utf8))
                }
                if summary.interrupted { throw ExitCode(Interruption.exitCode) }
                if let shard, let chunk {
                    try ShardManifest(scene: scene, shard: shard, frames: chunk, fps: fps, scale: scale.scale).write(under: out)
                }
            }
        }
    }

    private func selectedScenes() throws -> [FlipbookScene] {
        let scenes = all ? SceneLibrary.current.scenes : try names.map(SceneLibrary.current.scene(named:))
        return scenes.map(responses.applied(to:))
    }
}

extension FlipbookScene {
    /// The frame count at an overriding frame rate.
    func frameCount(fps override: Int?) -> Int {
        var copy = self
        if let override { copy.fps = override }
        return copy.frameCount
    }
}
