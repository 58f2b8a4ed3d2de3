import ArgumentParser
import Flipbook
import FlipbookPlayer

/// `flipbook track NAME`: the scene's value track, every animated attribute frame by frame.
struct TrackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "track",
        abstract: "Print every animated attribute, frame by frame (the value track assertTrack checks).",
        discussion: """
            Each drawing view's presented frame (x y w h, points), opacity, transform (tx ty sx sy rot) \
            and colour, and each running animation's kind, start, progress p and velocity v; a frame lists \
            only what changed since the one before.
            """)

    @OptionGroup var scene: SceneArgument

    @OptionGroup var frameRange: FramesOption

    func run() throws {
        let scene = try scene.scene()
        let selection = try frameRange.range()?.resolved(frameCount: scene.frameCount, scene: scene.name)
        try MainActor.assumeIsolated {
            print(try SceneRenderer().valueTrack(scene, frames: selection.map(Array.init)).text, terminator: "")
        }
    }
}
