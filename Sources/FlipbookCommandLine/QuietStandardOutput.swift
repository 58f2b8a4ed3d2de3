import Foundation

/// Runs `body` with standard output sent to /dev/null, so that what scene code
/// prints (such as article 000's `transactionMonitor`) does not mix with
/// Flipbook's own output unless a trace was asked for.
func withQuietStandardOutput<R>(_ body: () throws -> R) rethrows -> R {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    let null = open("/dev/null", O_WRONLY)
    guard saved >= 0, null >= 0 else { return try body() }
    dup2(null, STDOUT_FILENO)
    close(null)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
    return try body()
}
