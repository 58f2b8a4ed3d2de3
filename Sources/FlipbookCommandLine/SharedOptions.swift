import ArgumentParser
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// The scene a command works on, by name.
struct SceneArgument: ParsableArguments {
    @Argument(help: "The scene (see `flipbook list`).")
    var name: String

    /// The scene called `name` in the command line's library.
    func scene() throws -> FlipbookScene { try SceneLibrary.current.scene(named: name) }
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
