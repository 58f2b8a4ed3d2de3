import ArgumentParser
import FlipbookPlayer
import FlipbookScenes

/// `flipbook layout NAME --at T`: every view's frame at a time, for debugging layout.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print every view's frame (scene points) at a given time.")

    @Argument(help: "The scene (see `flipbook list`).")
    var name: String

    @Option(help: ArgumentHelp("Scene time in seconds.", valueName: "SECONDS"))
    var at: Double = 0

    func run() throws {
        guard let scene = SceneCatalog.scene(named: name) else {
            throw PlayerError.usage("unknown scene \"\(name)\"; known scenes: \(SceneCatalog.all.map(\.name).joined(separator: ", "))")
        }
        guard at.isFinite, at >= 0, at <= scene.duration else {
            throw PlayerError.usage("--at \(at): \(scene.name) runs from 0 to \(scene.duration) s")
        }
        try MainActor.assumeIsolated {
            print(try SceneRenderer().layoutDump(scene, at: at))
        }
    }
}
