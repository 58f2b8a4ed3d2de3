import Foundation
import FlipbookDisplayList

/// One frame to rasterise: its index and drawing.
struct FrameJob: Sendable {
    let index: Int
    let displayList: DisplayList
    /// The scene's background in its appearance at this frame.
    let background: RGBAColor
}

/// A bounded, blocking hand-over of frames from the scene run (one thread)
/// to the raster workers, which record completions and the first error.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [FrameJob] = []
    private var isClosed = false
    private let capacity: Int
    private(set) var completed = 0
    private(set) var firstError: (any Error)?

    init(capacity: Int) { self.capacity = capacity }

    /// Adds a job, waiting while the queue is full. Returns false once a worker has failed.
    func push(_ job: FrameJob) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= capacity, firstError == nil { condition.wait() }
        guard firstError == nil else { return false }
        jobs.append(job)
        condition.broadcast()
        return true
    }

    /// The next job, or nil when the queue is closed and empty (or a worker failed).
    func pop() -> FrameJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty, !isClosed, firstError == nil { condition.wait() }
        guard firstError == nil, !jobs.isEmpty else { return nil }
        let job = jobs.removeFirst()
        condition.broadcast()
        return job
    }

    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    func finished() {
        condition.lock()
        completed += 1
        condition.unlock()
    }

    func fail(_ error: any Error) {
        condition.lock()
        if firstError == nil { firstError = error }
        condition.broadcast()
        condition.unlock()
    }

    var snapshot: (completed: Int, error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        return (completed, firstError)
    }
}
