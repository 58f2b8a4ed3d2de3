import Foundation
import FlipbookGIF
import FlipbookImage

/// One side-by-side run: Flipbook's GIF writer and ffmpeg on the same PNG frames.
struct Comparison {
    let folder: String
    let fps: Int
    let runs: Int
    let work: String

    func run() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        guard !names.isEmpty else { throw GIFError(path: folder, reason: .noFrames, reading: true) }
        let paths = names.map { folder + "/" + $0 }
        let delay = try GIFTiming.delay(fps: fps)
        let source = try paths.map { try PNG.read(contentsOf: $0) }
        print("\(folder): \(source.count) frames \(source[0].width)×\(source[0].height) at \(fps) fps")

        let name = URL(fileURLWithPath: folder).lastPathComponent
        let ours = work + "/\(name)-flipbook.gif"
        var stats: GIFStats?
        let encodeTime = try best {
            stats = try GIF.write(frames: source, fps: fps, to: ours)
        }
        let totalTime = try best {
            let frames = try paths.map { try PNG.read(contentsOf: $0) }
            _ = try GIF.write(frames: frames, fps: fps, to: ours)
        }
        try report("flipbook", path: ours, time: totalTime, source: source, delay: delay)
        if let stats {
            print(String(format: "           encode only %.3f s; %d images stored, %d with local tables, %d colours%@",
                         encodeTime, stats.storedFrames, stats.localTables, stats.globalColors,
                         stats.exactPalette ? " (exact)" : " (quantized)"))
        }

        let ffmpeg = FFmpegPipeline(folder: folder, fps: fps)
        let theirs = work + "/\(name)-ffmpeg.gif"
        let palette = work + "/\(name)-palette.png"
        var succeeded = true
        let ffmpegTime = try best { succeeded = ffmpeg.run(palette: palette, output: theirs) && succeeded }
        guard succeeded else {
            print("  ffmpeg    failed or missing (apt-get install -y ffmpeg)")
            return
        }
        try report("ffmpeg", path: theirs, time: ffmpegTime, source: source, delay: delay)
        for command in ffmpeg.commands(palette: "palette.png", output: "out.gif") { print("           $ \(command)") }
    }

    /// The best wall time of `runs` runs of `body`, in seconds.
    private func best(_ body: () throws -> Void) throws -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return fastest
    }

    /// Prints time, size and PSNR (whole sequence, and the worst frame) of the GIF at `path`.
    private func report(_ name: String, path: String, time: Double, source: [RGBAImage], delay: Int) throws {
        let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let decoded = try GIFReader.read(contentsOf: path).sampled(every: delay)
        guard decoded.count == source.count else {
            print("  \(name): decoded \(decoded.count) frames, expected \(source.count)")
            return
        }
        let perFrame = zip(decoded, source).map { psnr($0, $1) }
        let worst = perFrame.min() ?? .infinity
        let exact = perFrame.filter(\.isInfinite).count
        print(String(format: "  %-9@ %.3f s  %8d bytes  PSNR %6.2f dB (worst frame %6.2f dB, %d/%d frames exact)",
                     name, time, bytes, psnr(decoded, source), worst, exact, source.count))
    }
}
