import Foundation
import FlipbookDisplayList

/// Consecutive frames with one drawing: a scene at rest is drawn and encoded once, and the
/// bytes written to every frame of the run.
struct FrameJob: Sendable {
    var frames: ClosedRange<Int>
    let displayList: DisplayList
    /// The scene's background in its appearance at this frame.
    let background: RGBAColor
}

/// A bounded, blocking hand-over of frames from the scene run (one thread)
/// to the raster workers, which record completions, stage times and the first error.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [FrameJob] = []
    private var isClosed = false
    private let capacity: Int
    private(set) var completed = 0
    private(set) var firstError: (any Error)?
    private var timings = FrameTimings()

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

    /// Records `count` frames written.
    func finished(_ count: Int) {
        condition.lock()
        completed += count
        condition.unlock()
    }

    /// Adds a worker's (or the scene run's) stage times.
    func add(_ stageTimes: FrameTimings) {
        condition.lock()
        timings = timings + stageTimes
        condition.unlock()
    }

    func fail(_ error: any Error) {
        condition.lock()
        if firstError == nil { firstError = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Every stage time added so far.
    var stageTimes: FrameTimings {
        condition.lock()
        defer { condition.unlock() }
        return timings
    }

    var snapshot: (completed: Int, error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        return (completed, firstError)
    }
}
