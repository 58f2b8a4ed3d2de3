import ArgumentParser
import Flipbook
import FlipbookGIF
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import Foundation

/// `flipbook gif NAME` renders a scene straight to an animated GIF, sampled at
/// the GIF's own frame rate; `flipbook gif --frames DIR` assembles PNG frames.
struct GIFCommand: ParsableCommand, WritesOneFile {
    static let configuration = CommandConfiguration(
        commandName: "gif",
        abstract: "Make an animated GIF from a scene or a folder of PNG frames.",
        discussion: """
            Browsers show a GIF delay of 1 cs or less as 10 cs, so 60 fps cannot be played back. \
            The scene is sampled at the GIF's own rate instead (default 50 fps: 2 cs a frame; also \
            25, 20, 10…), and the delays add up to the scene's exact duration.
            """)

    static let outputHelp = "The GIF to write (default: output/NAME.gif)."

    @Argument(help: "The scene to render (see `flipbook list`).")
    var name: String?

    @Option(name: .customLong("frames"), help: ArgumentHelp("Assemble the PNG frames in this folder instead.", valueName: "DIR"))
    var framesFolder: String?

    @Option(help: ArgumentHelp("Frames per second: one whose delay is a whole number of centiseconds ≥ 2.", valueName: "N"))
    var fps = GIFTiming.defaultFPS

    @OptionGroup var scale: ScaleOption

    @OptionGroup var responses: ResponsesOption

    @Option(help: ArgumentHelp("Times to play: 0 loops forever.", valueName: "N"))
    var loop = 0

    @OptionGroup var destination: OutputFileOption<GIFCommand>

    func validate() throws {
        if (name == nil) == (framesFolder == nil) { throw ValidationError("give a scene name or --frames DIR (not both)") }
        if framesFolder != nil, destination.output == nil { throw ValidationError("--frames needs -o FILE") }
        if framesFolder != nil, responses.responses != nil {
            throw ValidationError("--responses answers a scene's requests; --frames assembles frames already rendered (give one)")
        }
        if loop < 0 || loop > 65_535 { throw ValidationError("--loop must be between 0 (forever) and 65535") }
    }

    func run() throws {
        let delay: Int
        do {
            delay = try GIFTiming.delay(fps: fps)
        } catch {
            guard case .invalidArgument(let message) = error.reason else { throw PlayerError.usage("--fps \(fps): \(error)") }
            throw PlayerError.usage("--fps: \(message)")
        }
        var options = GIFOptions()
        options.loopCount = loop
        let started = Date()
        let (frames, delays, path) = try framesFolder.map { try folderFrames($0, delay: delay) } ?? sceneFrames()
        let stats: GIFStats
        do {
            stats = try GIF.write(delays: delays, to: path, options: options, frames: frames)
        } catch let error as PlayerError {
            throw error
        } catch {
            throw PlayerError.failure("\(error)")
        }
        let seconds = Date().timeIntervalSince(started)
        print("\(OneLine.echo(path)): \(stats.inputFrames) frames at \(fps) fps (\(stats.storedFrames) stored), "
              + "\(Double(stats.centiseconds) / 100) s, \(stats.bytes / 1024) KB, "
              + String(format: "%.2f s", seconds))
    }

    /// Frames made on demand, once per pass of `GIF.write`.
    private typealias Frames = (_ add: (RGBAImage) throws -> Void) throws -> Void

    /// Renders the scene at the GIF's frame times, one frame at a time.
    private func sceneFrames() throws -> (Frames, [Int], String) {
        let scene = responses.applied(to: try SceneLibrary.current.scene(named: name ?? ""))
        let schedule: GIFSchedule
        do { schedule = try GIFTiming.schedule(seconds: scene.duration, fps: fps) } catch { throw PlayerError.usage("\(error)") }
        var sampled = scene
        sampled.fps = fps
        let count = min(schedule.delays.count, sampled.frameCount)
        let renderer = try MainActor.assumeIsolated { try SceneRenderer() }
        let scale = scale.scale
        let frames: Frames = { add in
            // GIF.write calls this synchronously on the main thread, where `add` stays.
            nonisolated(unsafe) let add = add
            return try MainActor.assumeIsolated {
                try withQuietStandardOutput {
                    try renderer.renderFrames(sampled, frames: Array(0..<count), scale: scale) { _, image in try add(image) }
                }
            }
        }
        let path = try OutputLocation.file(destination.output ?? "output/\(scene.name).gif", option: "-o")
        return (frames, Array(schedule.delays.prefix(count)), path)
    }

    /// Reads every `*.png` in `folder`, in name order, one at a time; all must have the first one's size.
    private func folderFrames(_ folder: String, delay: Int) throws -> (Frames, [Int], String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw PlayerError.usage("cannot read the folder \(OneLine.echo(folder))")
        }
        let pngs = names.filter { $0.hasSuffix(".png") }.sorted()
        guard !pngs.isEmpty else { throw PlayerError.usage("\(OneLine.echo(folder)) has no PNG frames") }
        let path = try OutputLocation.file(destination.output!, option: "-o")
        let frames: Frames = { add in
            var first: (name: String, width: Int, height: Int)?
            for file in pngs {
                let image: RGBAImage
                do { image = try PNG.read(contentsOf: (folder as NSString).appendingPathComponent(file)) }
                catch { throw PlayerError.usage("\(error)") }
                if let first, (image.width, image.height) != (first.width, first.height) {
                    throw PlayerError.usage("\(OneLine.echo(file)) in \(OneLine.echo(folder)) is \(image.width)×\(image.height) px, "
                                            + "but \(OneLine.echo(first.name)) is \(first.width)×\(first.height) px: every frame must have the same size")
                }
                first = first ?? (file, image.width, image.height)
                try add(image)
            }
        }
        return (frames, Array(repeating: delay, count: pngs.count), path)
    }
}
