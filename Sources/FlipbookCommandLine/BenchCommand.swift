import ArgumentParser
import Flipbook
import FlipbookPlayer
import Foundation

/// `flipbook bench`: frames per second for rendering + PNG encoding of a
/// reference scene, with one thread and with all cores. Figures, not a test.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure rendering + PNG encoding speed on a reference scene.")

    @Argument(help: "Scene to measure (default: dashboard, 800×600).")
    var name = "dashboard"

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "N"))
    var scale: Double = 1

    func run() throws {
        let scene = try SceneLibrary.current.scene(named: name)
        try MainActor.assumeIsolated {
            let renderer = try SceneRenderer()
            let (width, height) = scene.pixelSize(scale: scale)
            print("\(scene.name): \(width)×\(height) px, \(scene.frameCount) frames")
            let sceneTime = try renderer.measureScene(scene, scale: scale)
            print(String(format: "  scene only (graph, animation, layout, display list): %.3f ms/frame", sceneTime * 1000))
            let cores = ProcessInfo.processInfo.activeProcessorCount
            for threads in Set([1, cores]).sorted() {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                let summary = try renderer.render(scene, options: RenderOptions(outputDirectory: folder.path, scale: scale,
                                                                              threads: threads))
                let rate = Double(summary.framesWritten) / summary.seconds
                print(String(format: "  %d thread%@: %.1f frames/s (render + PNG encode + write), %.2f ms/frame",
                             threads, threads == 1 ? "" : "s", rate, 1000 / rate))
            }
        }
    }
}
