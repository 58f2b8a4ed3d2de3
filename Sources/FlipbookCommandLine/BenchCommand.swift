import ArgumentParser
import Flipbook
import FlipbookImage
import FlipbookPlayer
import Foundation

/// `flipbook bench`: where a frame's time goes (simulate, draw, convert/filter, compress,
/// write) and frames per second with one thread and with all cores. Figures, not a test.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure where rendering time goes, on one thread and on all cores.")

    @Argument(help: "Scene to measure (default: dashboard, 800×600).")
    var name = "dashboard"

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "N"))
    var scale: Double = 1

    @OptionGroup var compression: PNGOption

    func run() throws {
        let scene = try SceneLibrary.current.scene(named: name)
        try MainActor.assumeIsolated {
            let renderer = try SceneRenderer()
            let (width, height) = scene.pixelSize(scale: scale)
            print("\(scene.name): \(width)×\(height) px, \(scene.frameCount) frames, PNG \(compression.png.rawValue); "
                  + "CPU ms per frame written, by stage:")
            print("           simulate    draw  filter  compress  chunks   write   total    frames/s (wall)")
            let cores = ProcessInfo.processInfo.activeProcessorCount
            var drawn = 0
            for threads in Set([1, cores]).sorted() {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                var options = RenderOptions(outputDirectory: folder.path, scale: scale, threads: threads)
                options.png = compression.png
                let summary = try renderer.render(scene, options: options)
                let t = summary.timings
                let stages = [t.simulate, t.draw, t.filter, t.compress, t.chunk, t.write, t.total]
                    .map { String(format: "%8.3f", $0 * 1000 / Double(summary.framesWritten)) }
                print(String(format: "%2d thread%@", threads, threads == 1 ? " " : "s") + stages.joined()
                      + String(format: "    %8.1f", Double(summary.framesWritten) / summary.seconds))
                drawn = t.framesDrawn
            }
            print("\(drawn) of \(scene.frameCount) frames drawn and encoded; the others repeat the frame before "
                  + "(equal display lists), their bytes written again.")
        }
    }
}
