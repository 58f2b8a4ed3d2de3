// PNG encoding of rendered frames around 1080p (run with `swift run -c release PNGBenchmark`):
// libpng at zlib level 1 with the Up filter (Flipbook's encoder until igzip, kept as the
// reference) against `PNGFrameEncoder` fast and small — thread CPU time per frame (the least of
// several runs, so other processes matter little), bytes, and a check that libpng decodes every
// file to exactly the rendered pixels. `--write DIR` also writes each frame's files and its
// pixels (`.rgba`, straight RGBA bytes) for `scripts/check-png-encoder.sh`.
import Flipbook
import FlipbookImage
import FlipbookPlayer
import FlipbookScenes
import Foundation

/// Thread CPU seconds.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The least CPU time of `runs` runs of `body`, in milliseconds, and its last result.
func leastTime<T>(runs: Int, _ body: () throws -> T) rethrows -> (Double, T) {
    var best = Double.infinity
    var result: T?
    for _ in 0..<runs {
        let start = cpuNow()
        result = try body()
        best = min(best, cpuNow() - start)
    }
    return (best * 1000, result!)
}

/// Premultiplied ARGB32 words of a straight image, as cairo would hold them.
func premultipliedWords(_ image: RGBAImage) -> [UInt32] {
    (0..<(image.width * image.height)).map { i in
        let p = image.pixels[(i * 4)..<(i * 4 + 4)].map(UInt32.init)
        let a = p[3]
        func premultiplied(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
    }
}

struct Sample {
    let label: String
    let scene: FlipbookScene
    let frame: Int
    let scale: Double
}

var arguments = Array(CommandLine.arguments.dropFirst())
let writeFolder: String? = arguments.firstIndex(of: "--write").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
func catalog(_ name: String, transparent: Bool = false) -> FlipbookScene {
    var scene = SceneCatalog.scene(named: name)!
    if transparent { scene.background = .clear }
    return scene
}
let samples = [
    Sample(label: "shapes-1080p", scene: catalog("shapes-1080p"), frame: 60, scale: 1),
    Sample(label: "dashboard@1.8", scene: catalog("dashboard"), frame: 60, scale: 1.8),
    Sample(label: "navigation-links@2.5", scene: catalog("navigation-links"), frame: 100, scale: 2.5),
    Sample(label: "drawing-gradients@3", scene: catalog("drawing-gradients"), frame: 45, scale: 3),
    Sample(label: "shapes-1080p, clear", scene: catalog("shapes-1080p", transparent: true), frame: 60, scale: 1),
    Sample(label: "dashboard@1.8, clear", scene: catalog("dashboard", transparent: true), frame: 60, scale: 1.8),
]

do {
    if let writeFolder { try FileManager.default.createDirectory(atPath: writeFolder, withIntermediateDirectories: true) }
    let renderer = try MainActor.assumeIsolated { try SceneRenderer() }
    let fast = try PNGFrameEncoder(compression: .fast)
    let small = try PNGFrameEncoder(compression: .small)
    print("CPU ms per frame (least of several runs), bytes; libpng = zlib level 1, Up filter (before igzip)")
    print("frame                          size        libpng             fast                    small      decodes")
    var totals = [0, 0, 0]
    for sample in samples {
        let rendered = try MainActor.assumeIsolated {
            try renderer.renderImages(sample.scene, frames: [sample.frame], scale: sample.scale)[sample.frame]!
        }
        let words = premultipliedWords(rendered)
        let expected = words.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0.baseAddress!, width: rendered.width, height: rendered.height, stride: rendered.width * 4)
        }
        func encode(_ encoder: PNGFrameEncoder) throws -> [UInt8] {
            try words.withUnsafeBytes {
                try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: expected.width, height: expected.height,
                                   stride: expected.width * 4)
            }
        }
        let (libpngTime, libpngBytes) = try leastTime(runs: 5) { try PNG.encode(expected, options: .fast) }
        let before = fast.timings
        let (fastTime, fastBytes) = try leastTime(runs: 20) { try encode(fast) }
        let spent = fast.timings
        let (smallTime, smallBytes) = try leastTime(runs: 2) { try encode(small) }
        let decodes = try PNG.decode(fastBytes) == expected && PNG.decode(smallBytes) == expected
            && PNG.decode(libpngBytes) == expected
        totals[0] += libpngBytes.count
        totals[1] += fastBytes.count
        totals[2] += smallBytes.count
        let stages = String(format: "%.2f+%.2f", (spent.filtering - before.filtering) * 50,
                            (spent.compressing - before.compressing) * 50)
        print(sample.label.padding(toLength: 22, withPad: " ", startingAt: 0)
              + "\(expected.width)×\(expected.height)".padding(toLength: 10, withPad: " ", startingAt: 0)
              + String(format: "%6.2f %8d   %5.2f (%@) %7d   %7.1f %8d   %@", libpngTime, libpngBytes.count,
                       fastTime, stages, fastBytes.count, smallTime, smallBytes.count, decodes ? "yes" : "NO"))
        if let writeFolder {
            let name = sample.label.replacingOccurrences(of: ", ", with: "-").replacingOccurrences(of: "@", with: "-at-")
            try PNG.write(encoded: fastBytes, to: "\(writeFolder)/\(name)-fast.png")
            try PNG.write(encoded: smallBytes, to: "\(writeFolder)/\(name)-small.png")
            try Data(expected.pixels).write(to: URL(fileURLWithPath: "\(writeFolder)/\(name).rgba"))
        }
    }
    print(String(format: "total bytes: libpng %d, fast %d (%+.1f %%), small %d (%+.1f %%)", totals[0], totals[1],
                 (Double(totals[1]) / Double(totals[0]) - 1) * 100, totals[2], (Double(totals[2]) / Double(totals[0]) - 1) * 100))
    print("fast (filter+compress): conversion and filtering, then igzip, CPU ms")
} catch {
    FileHandle.standardError.write(Data("PNGBenchmark: \(error)\n".utf8))
    exit(1)
}
