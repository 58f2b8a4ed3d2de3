import Foundation

/// Asks running renders to stop (Ctrl-C): the frames already handed to the raster threads are
/// finished and written, no later frame is started, and the summary says how far it got.
public final class RenderStop: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false

    public init() {}

    /// Asks the renders that hold this to stop; safe from any thread.
    public func request() {
        lock.withLock { requested = true }
    }

    /// True once `request()` was called.
    public var isRequested: Bool {
        lock.withLock { requested }
    }
}
