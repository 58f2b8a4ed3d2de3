import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer
import FlipbookScenes
@testable import FlipbookTesting

@MainActor
@Suite struct AssertFramesTests {
    @Test func aFailureIsRecordedThroughSwiftTesting() {
        #expect(IssueReporter.isSwiftTesting)
        withKnownIssue {
            // No golden exists for this name, and never mode writes none.
            assertFrames(of: SceneCatalog.scene(named: "implicit-animation")!, frames: [0], named: "never-recorded",
                         record: .never)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("implicit-animation frame 0 (t = 0.000 s): no golden at ") == true
        }
        let location = GoldenLocation(filePath: #filePath, function: "aFailureIsRecordedThroughSwiftTesting()", name: "never-recorded")
        #expect(!FileManager.default.fileExists(atPath: location.directory))
        try? FileManager.default.removeItem(atPath: location.artifactsDirectory)
    }

    @Test func framesOutsideTheSceneAreReported() {
        let scene = SceneCatalog.scene(named: "implicit-animation")!
        let location = GoldenLocation(directory: "/nonexistent/g", artifactsDirectory: "/nonexistent/a")
        #expect(verifyFrames(of: scene, frames: [60], location: location, record: .never)
                == ["implicit-animation: frame 60: implicit-animation has frames 0..59"])
        #expect(verifyFrames(of: scene, frames: [0], location: location, tolerance: FrameTolerance(threshold: 2), record: .never)
                == ["implicit-animation: threshold must be between 0 and 1 (got 2.0)"])
    }

    @Test func framesInMemoryEqualTheWrittenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = SceneCatalog.scene(named: "explicit-animation")!
        let renderer = try SceneRenderer()
        try renderer.render(scene, options: RenderOptions(outputDirectory: folder.path, scale: 2, frames: 20...25))
        let images = try renderer.renderImages(scene, frames: [25, 20], scale: 2)
        #expect(images.keys.sorted() == [20, 25])
        for frame in [20, 25] {
            let file = folder.appendingPathComponent(String(format: "explicit-animation/frame-%05d.png", frame)).path
            #expect(try PNG.read(contentsOf: file) == images[frame])
        }
    }
}
