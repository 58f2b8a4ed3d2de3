import Foundation
import FlipbookGIF
import FlipbookImage

// GIFBenchmark [FOLDER ...] [--fps N] [--runs N] [--out DIR]
// Without folders: a synthetic 400×300 flat UI animation, 120 frames at 50 fps (2.4 s),
// written as PNGs to DIR/synthetic so ffmpeg reads the same frames.
// DIR (default: a temporary folder, removed at exit) also receives the GIFs, named
// <source folder name>-flipbook.gif and <source folder name>-ffmpeg.gif.
// With folders: every folder's *.png, sorted by name, taken as frames at --fps (default 50).
// For each source: Flipbook's GIF vs ffmpeg's two-pass palettegen/paletteuse GIF — wall time
// (best of --runs, default 3), bytes, and PSNR of the decoded GIF against the source frames.

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(at...(at + 1)) }
    return arguments[at + 1]
}
let fps = option("--fps", in: &arguments).flatMap { Int($0) } ?? GIFTiming.defaultFPS
let runs = option("--runs", in: &arguments).flatMap { Int($0) } ?? 3
let output = option("--out", in: &arguments)

do {
    let work = output ?? NSTemporaryDirectory() + "gifbenchmark-\(getpid())"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer {
        if output == nil { try? FileManager.default.removeItem(atPath: work) }
    }
    var sources = arguments
    if sources.isEmpty {
        let folder = work + "/synthetic"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = SyntheticScene(width: 400, height: 300)
        for index in 0..<120 {
            try PNG.write(scene.frame(at: Double(index) / 50), to: String(format: "%@/f%03d.png", folder, index))
        }
        sources = [folder]
    }
    for folder in sources {
        try Comparison(folder: folder, fps: fps, runs: runs, work: work).run()
    }
} catch {
    FileHandle.standardError.write(Data("GIFBenchmark: \(error)\n".utf8))
    exit(1)
}
