import ArgumentParser
import Flipbook
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
