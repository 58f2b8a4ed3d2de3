import Flipbook
import Foundation

/// Turns a crash while a scene renders (a preview's body calling `fatalError`, a failed `try!`)
/// into one line naming the scene and where it is declared, and exit code 2. Frames already
/// written are complete (files are renamed into place); the frame being drawn is not written.
enum CrashReport {
    /// The line a crash prints, written before each scene renders so the handler only copies it.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 1024)
    nonisolated(unsafe) private static var length = 0

    /// Installs the handler for the signals a Swift trap or a bad memory access raises.
    static func install() {
        setLine("flipbook: crashed\n")
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = report
            #else
            action.__sigaction_handler.sa_handler = report
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Names `scene` in the line a crash prints from now on.
    static func rendering(_ scene: FlipbookScene) {
        let place = scene.summary.isEmpty ? "" : " (\(scene.summary))"
        setLine("flipbook: \(scene.name)\(place) crashed while rendering; the frames written before it are complete\n")
    }

    /// Names the preview at `location` in the line a crash prints, while Flipbook runs its code to
    /// find or size it.
    static func measuring(_ location: String) {
        setLine("flipbook: the preview at \(location) crashed while Flipbook was sizing it\n")
    }

    private static func setLine(_ line: String) {
        let bytes = Array(line.utf8.prefix(1023))
        bytes.withUnsafeBufferPointer { source in
            buffer.withMemoryRebound(to: UInt8.self, capacity: 1024) { $0.update(from: source.baseAddress!, count: bytes.count) }
        }
        length = bytes.count
    }

    /// The signal handler: only async-signal-safe calls.
    private static let report: @convention(c) (Int32) -> Void = { _ in
        _ = write(STDERR_FILENO, buffer, length)
        _exit(2)
    }
}
