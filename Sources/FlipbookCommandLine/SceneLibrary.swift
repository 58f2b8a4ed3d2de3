import Flipbook
import FlipbookMessages
import FlipbookPlayer

/// The scenes one command line offers, in the order `list` shows them.
struct SceneLibrary {
    /// The library of the running command line, set once by `FlipbookCommandLine.main` before
    /// any command is parsed, and only read afterwards.
    nonisolated(unsafe) static var current = SceneLibrary([])

    let scenes: [FlipbookScene]

    init(_ scenes: [FlipbookScene]) { self.scenes = scenes }

    /// The scene called `name`, or a usage error listing the known ones. A crash from now on
    /// names this scene.
    func scene(named name: String) throws -> FlipbookScene {
        guard let scene = scenes.first(where: { $0.name == name }) else {
            let known = scenes.isEmpty ? "none" : scenes.map(\.name).joined(separator: ", ")
            throw PlayerError.usage("unknown scene \"\(OneLine.echo(name))\"; known scenes: \(known)")
        }
        CrashReport.rendering(scene)
        return scene
    }
}
