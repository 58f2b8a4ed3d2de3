import Foundation
import Testing
import FlipbookImage
import FlipbookPlayer
import FlipbookScenes
import Flipbook

/// Golden frames of the built-in scenes, compared as decoded pixels (not PNG
/// bytes, which depend on zlib). Record with `FLIPBOOK_RECORD=all swift test`;
/// a missing golden is recorded locally and is a failure when `CI` is set.
enum GoldenFrames {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Renders `frames` of `scene` and compares each with its golden.
    @MainActor
    static func check(_ scene: FlipbookScene, frames: [Int], scale: Double = 1) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let renderer = try SceneRenderer()
        try renderer.render(scene, options: RenderOptions(outputDirectory: work.path, scale: scale,
                                                          frames: 0...frames.max()!))
        let mode = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"]
            ?? (ProcessInfo.processInfo.environment["CI"] == nil ? "missing" : "never")
        for frame in frames {
            let name = String(format: "frame-%05d.png", frame)
            let actualPath = work.appendingPathComponent(scene.name).appendingPathComponent(name).path
            let goldenURL = folder.appendingPathComponent(scene.name + (scale == 1 ? "" : "@\(Int(scale))x"))
                .appendingPathComponent(name)
            let actual = try PNG.read(contentsOf: actualPath)
            let exists = FileManager.default.fileExists(atPath: goldenURL.path)
            if mode == "all" || (!exists && mode == "missing") {
                try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNG.write(actual, to: goldenURL.path, options: .standard)
                if !exists { Issue.record("recorded missing golden \(goldenURL.path); run the tests again") }
                continue
            }
            guard exists else {
                Issue.record("no golden for \(scene.name) frame \(frame) at \(goldenURL.path); record with FLIPBOOK_RECORD=missing swift test")
                continue
            }
            let golden = try PNG.read(contentsOf: goldenURL.path)
            let differing = differingPixels(golden, actual)
            if differing > 0 {
                let kept = URL(fileURLWithPath: "output/failed-goldens/\(scene.name)").appendingPathComponent(name)
                try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? PNG.write(actual, to: kept.path)
                Issue.record("\(scene.name) frame \(frame): \(differing) pixels differ from \(goldenURL.path); actual frame at \(kept.path)")
            }
        }
    }

    /// Pixels whose RGBA bytes differ (all pixels when the sizes differ).
    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] { count += 1 }
        return count
    }
}

@MainActor
@Suite struct SceneGoldenTests {
    @Test func implicitAnimation() throws {
        // Before the tap, mid-slide, and at rest after it.
        try GoldenFrames.check(.catalog("implicit-animation"), frames: [0, 25, 40])
    }

    @Test func explicitAnimation() throws {
        try GoldenFrames.check(.catalog("explicit-animation"), frames: [0, 25, 40])
    }

    @Test func explicitAnimationAtTwiceTheScale() throws {
        try GoldenFrames.check(.catalog("explicit-animation"), frames: [25], scale: 2)
    }
}

extension FlipbookScene {
    static func catalog(_ name: String) -> FlipbookScene { SceneCatalog.scene(named: name)! }
}
