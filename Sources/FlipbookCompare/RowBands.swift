import Dispatch
import Foundation

/// Work split into bands of rows that run on every core at once. Each band's result depends
/// only on its rows, and results are combined in band order, so the outcome does not depend on
/// the number of bands.
enum RowBands {
    /// Below this many pixels one band on the calling thread is faster than waking threads.
    static let parallelPixels = 1 << 18

    /// Four bands per core for `rows` rows of `width` pixels (evening out uneven rows), or one.
    static func count(rows: Int, width: Int) -> Int {
        guard rows * width >= parallelPixels else { return 1 }
        return min(rows, ProcessInfo.processInfo.activeProcessorCount * 4)
    }

    /// `body` applied to `bands` consecutive bands of `rows` rows, concurrently; the results
    /// in band order.
    static func map<T: Sendable>(rows: Int, bands: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        guard bands > 1 else { return [body(0..<rows)] }
        let results = Results<T>(count: bands)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            results.slots[band] = body((rows * band / bands)..<(rows * (band + 1) / bands))
        }
        return results.slots.map { $0! }
    }

    /// One slot per band, each written by one band only.
    private final class Results<T>: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<T?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
    }
}
