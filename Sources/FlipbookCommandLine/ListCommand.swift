import ArgumentParser
import Flipbook

/// `flipbook list`: the scenes with size, fps and duration.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes.")

    func run() {
        let scenes = SceneLibrary.current.scenes
        let nameWidth = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            let size = "\(Int(scene.size.width))×\(Int(scene.size.height)) pt @\(Int(scene.scale))x"
            let timing = "\(scene.fps) fps, \(formatSeconds(scene.duration)) s, \(scene.frameCount) frames"
            let name = scene.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            print("\(name)  \(size)  \(timing)  \(scene.summary)")
        }
    }

    private func formatSeconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
