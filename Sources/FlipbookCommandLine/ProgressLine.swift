import Foundation
import FlipbookPlayer

/// A progress line on standard error, redrawn in place, shown only on a terminal.
struct ProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) == 1

    func show(_ progress: RenderProgress) {
        guard isTerminal else { return }
        var line = "\(progress.scene): \(progress.done)/\(progress.total) frames"
        line += String(format: ", %.1f frames/s", progress.framesPerSecond)
        if let remaining = progress.remainingSeconds { line += String(format: ", %.1f s left", remaining) }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func clear() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
