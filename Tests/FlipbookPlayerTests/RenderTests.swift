import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// A scene whose script taps a button that does not exist half-way through.
private let brokenScene = FlipbookScene("broken", size: CGSize(width: 60, height: 40), duration: 1) {
    Tap("Nope", at: 0.5)
} content: {
    Button("Go") {}
}

@MainActor
@Suite struct RenderTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-render-\(UUID().uuidString)")

    private func frames(_ scene: String, in folder: URL) throws -> [String: [UInt8]] {
        let directory = folder.appendingPathComponent(scene)
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        return files
    }

    @Test func outputIsIdenticalAcrossRunsAndThreadCounts() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let renderer = try SceneRenderer()
        let scene = FlipbookScene.catalog("explicit-animation")
        var results: [[String: [UInt8]]] = []
        for (run, threads) in [1, 1, 2].enumerated() {
            let folder = work.appendingPathComponent("run\(run)")
            try renderer.render(scene, options: RenderOptions(outputDirectory: folder.path, threads: threads))
            results.append(try frames(scene.name, in: folder))
        }
        #expect(results[0].count == scene.frameCount)
        #expect(results[0] == results[1])
        #expect(results[0] == results[2])
    }

    @Test func scaleTwoDoublesThePixelSize() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let summary = try SceneRenderer().render(.catalog("implicit-animation"),
                                                 options: RenderOptions(outputDirectory: work.path, scale: 2, frames: 0...0))
        let image = try PNG.read(contentsOf: work.appendingPathComponent("implicit-animation/frame-00000.png").path)
        #expect((summary.pixelWidth, summary.pixelHeight) == (800, 400))
        #expect((image.width, image.height) == (800, 400))
    }

    @Test func aFrameRangeWritesOnlyThoseFramesAndMatchesAFullRender() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let renderer = try SceneRenderer()
        let scene = FlipbookScene.catalog("implicit-animation")
        try renderer.render(scene, options: RenderOptions(outputDirectory: work.appendingPathComponent("all").path))
        try renderer.render(scene, options: RenderOptions(outputDirectory: work.appendingPathComponent("part").path, frames: 20...22))
        let all = try frames(scene.name, in: work.appendingPathComponent("all"))
        let part = try frames(scene.name, in: work.appendingPathComponent("part"))
        #expect(part.keys.sorted() == ["frame-00020.png", "frame-00021.png", "frame-00022.png"])
        for (name, bytes) in part { #expect(all[name] == bytes) }
    }

    @Test func aFailingScriptStopsWithOneLineAndLeavesNoPartialFiles() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        #expect(throws: PlayerError.failure("scene broken: Tap(\"Nope\", at: 0.5): no button or tap gesture labelled \"Nope\" to tap (tap targets on screen: \"Go\")")) {
            try SceneRenderer().render(brokenScene, options: RenderOptions(outputDirectory: work.path))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("broken").path)
        #expect(names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") })
        for name in names {
            _ = try PNG.read(contentsOf: work.appendingPathComponent("broken").appendingPathComponent(name).path)
        }
    }

    @Test func invalidOptionsAreUsageErrors() throws {
        let renderer = try SceneRenderer()
        let scene = FlipbookScene.catalog("implicit-animation")
        #expect(throws: PlayerError.usage("--fps: fps must be between 1 and 240 (got 0)")) {
            try renderer.render(scene, options: RenderOptions(outputDirectory: work.path, fps: 0))
        }
        #expect(throws: PlayerError.usage("--scale: scale must be between 1 and 4 (got nan)")) {
            try renderer.render(scene, options: RenderOptions(outputDirectory: work.path, scale: Double.nan))
        }
        #expect(throws: PlayerError.usage("--frames 0..60: implicit-animation has frames 0..59")) {
            try renderer.render(scene, options: RenderOptions(outputDirectory: work.path, frames: 0...60))
        }
    }

    @Test func invalidSceneSizesAreReported() throws {
        let scene = FlipbookScene("bad-size", size: CGSize(width: CGFloat.nan, height: -3), duration: 1) { Color.red }
        #expect(throws: PlayerError.failure("scene bad-size: size must be positive and finite (got nanx-3.0)")) {
            try SceneRenderer().render(scene, options: RenderOptions(outputDirectory: work.path))
        }
    }
}
