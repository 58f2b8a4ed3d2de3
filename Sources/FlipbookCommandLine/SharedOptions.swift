import ArgumentParser
import Flipbook
import FlipbookImage
import FlipbookPlayer
import Foundation

/// The scene a command works on, by name, and the sample responses its requests get.
struct SceneArgument: ParsableArguments {
    @Argument(help: "The scene (see `flipbook list`).")
    var name: String

    @OptionGroup var responses: ResponsesOption

    /// The scene called `name` in the command line's library, with the sample responses asked for.
    func scene() throws -> FlipbookScene { responses.applied(to: try SceneLibrary.current.scene(named: name)) }
}

/// `--responses DIR`: sample responses for the scenes' `http(s):` requests (see `SampleResponses`).
struct ResponsesOption: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of sample responses for the scene's http(s) requests: DIR/HOST/PATH answers https://HOST/PATH (URLSession, AsyncImage).",
                               valueName: "DIR"))
    var responses: String?

    func validate() throws {
        guard let responses else { return }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: responses, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--responses: no folder at \(responses); give a folder whose HOST/PATH files answer the scene's requests")
        }
    }

    /// `scene` answering its requests from the folder, if one was given.
    func applied(to scene: FlipbookScene) -> FlipbookScene {
        guard let responses else { return scene }
        var answered = scene
        answered.sampleResponses = SampleResponses(folder: URL(fileURLWithPath: responses, isDirectory: true))
        return answered
    }
}

/// `--scale N`: pixels per point, overriding the scene's.
struct ScaleOption: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 (default: the scene's).", valueName: "N"))
    var scale: Double?

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) {
            let shown = scale.isFinite && scale == scale.rounded() && abs(scale) < 1e15 ? String(Int(scale)) : String(scale)
            throw ValidationError("--scale must be 1, 2 or 3 (got \(shown))")
        }
    }
}

/// `--frames A..B`: only some of a scene's frames.
struct FramesOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only frames A through B (inclusive); A.. for A to the end.", valueName: "A..B"))
    var frames: String?

    /// The frames asked for, parsed (not yet checked against a scene's length).
    func range() throws -> FrameRange? { try frames.map(FrameRange.init(parsing:)) }
}

/// `--png fast|small`: how frames are compressed.
struct PNGOption: ParsableArguments {
    @Option(help: ArgumentHelp("PNG compression: fast (default) or small (zlib level 9; for archival goldens).",
                               valueName: "MODE"))
    var png: PNGCompression = .fast
}

/// `-o/--output FILE`: the one file a command writes; `Command` says which file and its default.
struct OutputFileOption<Command: WritesOneFile>: ParsableArguments {
    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(Command.outputHelp, valueName: "FILE"))
    var output: String?
}

/// A command that writes one file, named by `-o/--output`.
protocol WritesOneFile {
    /// What `-o` writes and where by default, for `--help`.
    static var outputHelp: String { get }
}

/// `--shard K/N|auto`: only one shard of a command's work; `Command` says what a shard is.
struct ShardOption<Command: ShardsItsWork>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.shardHelp, valueName: "K/N|auto"))
    var shard: String?

    /// The shard asked for (`auto` read from the environment), or nil for all of the work.
    func resolved() throws -> Shard? {
        try shard.map { try Shard(argument: $0, environment: ProcessInfo.processInfo.environment) }
    }
}

/// A command whose work `--shard` splits.
protocol ShardsItsWork {
    /// What one shard does, for `--help`.
    static var shardHelp: String { get }
}
