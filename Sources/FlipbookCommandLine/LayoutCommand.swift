import ArgumentParser
import FlipbookPlayer

/// `flipbook layout NAME --at T`: every view's frame at a time, for debugging layout.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print every view's frame (scene points) at a given time.")

    @OptionGroup var scene: SceneArgument

    @Option(help: ArgumentHelp("Scene time in seconds.", valueName: "SECONDS"))
    var at: Double = 0

    func run() throws {
        let scene = try scene.scene()
        guard at.isFinite, at >= 0, at <= scene.duration else {
            throw PlayerError.usage("--at \(at): \(scene.name) runs from 0 to \(scene.duration) s")
        }
        try MainActor.assumeIsolated {
            print(try SceneRenderer().layoutDump(scene, at: at))
        }
    }
}
