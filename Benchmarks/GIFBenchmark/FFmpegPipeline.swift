import Foundation

/// ffmpeg's best two-pass GIF recipe for flat UI: a palette from full-frame statistics, then
/// mapping without dithering, re-encoding only the changed rectangle.
struct FFmpegPipeline {
    let folder: String
    let fps: Int

    /// The two shell commands, as a user would type them.
    func commands(palette: String, output: String) -> [String] {
        let input = "-framerate \(fps) -pattern_type glob -i '\(folder)/*.png'"
        return [
            "ffmpeg -v error -y \(input) -vf palettegen=stats_mode=full \(palette)",
            "ffmpeg -v error -y \(input) -i \(palette) -lavfi paletteuse=dither=none:diff_mode=rectangle \(output)",
        ]
    }

    /// Runs both commands; returns false when ffmpeg is missing or fails.
    func run(palette: String, output: String) -> Bool {
        commands(palette: palette, output: output).allSatisfy { command in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            do {
                try process.run()
            } catch {
                return false
            }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }
}
