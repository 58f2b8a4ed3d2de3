import Dispatch
import FlipbookPlayer
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM for commands that can stop cleanly: the first asks `stop` to
/// stop, so the command finishes what it started and says how far it got; a second one ends
/// the process at once (the next run into the folder removes its temporary files).
enum Interruption {
    /// The exit code of a command stopped this way (128 + SIGINT, as shells report it).
    static let exitCode: Int32 = 130

    /// The stop that SIGINT and SIGTERM request from now on. The signal handler only writes a
    /// byte to a pipe (what a handler may safely do); a dispatch source reading it requests the stop.
    static func install() -> RenderStop {
        let stop = RenderStop()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return stop }
        interruptionPipe = ends[1]
        // A queue of its own: the global queues' threads may all be busy rasterising.
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: DispatchQueue(label: "flipbook.interruption"))
        source.setEventHandler { stop.request() }
        source.resume()
        readSource = source
        // A parent may have started us with these signals blocked (a test runner's thread does).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&unblocked, number)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte: UInt8 = 1
                _ = write(interruptionPipe, &byte, 1)
                signal(number, SIG_DFL)
            }
            sigaction(number, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return stop
    }

    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var readSource: (any DispatchSourceRead)?
}

/// The write end of `Interruption`'s pipe, for the signal handler (a C function cannot capture).
nonisolated(unsafe) private var interruptionPipe: Int32 = -1
