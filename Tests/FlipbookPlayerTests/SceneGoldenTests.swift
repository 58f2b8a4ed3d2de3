import Testing
import Flipbook
import FlipbookScenes
import FlipbookTesting

/// Golden frames of every built-in scene at its `goldenTimes`, compared exactly (rendering is
/// deterministic). Goldens are in `__Snapshots__/SceneGoldenTests/`; a scene added to the
/// catalogue is recorded on the first local run (`CI` set: a failure). Re-record all with
/// `FLIPBOOK_RECORD=all swift test --filter SceneGoldenTests`.
@MainActor
@Suite struct SceneGoldenTests {
    /// One test per catalogued scene, so a failure names its scene; the goldens stay in the
    /// folders the single test over every scene recorded (`everySceneMatchesItsGoldenFrames.NAME`).
    @Test(arguments: SceneCatalog.all.map(\.name))
    func everySceneMatchesItsGoldenFrames(_ name: String) {
        assertFrames(of: .catalog(name), named: name, function: "everySceneMatchesItsGoldenFrames()")
    }

    @Test func drawingGalleriesAtTwiceTheScale() {
        for scene in FlipbookScene.drawingDemos {
            assertFrames(of: scene, frames: [scene.frameCount - 1], scale: 2, named: "\(scene.name)@2x")
        }
    }

    @Test func explicitAnimationAtTwiceTheScale() {
        // Mid-animation, where pixel rounding at 2x matters most.
        assertFrames(of: .catalog("explicit-animation"), frames: [25], scale: 2, named: "explicit-animation@2x")
    }
}
