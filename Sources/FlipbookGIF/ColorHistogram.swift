#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookImage

/// Pixel counts per colour key (see `PixelKeys`), counted run by run so flat frames are cheap.
struct ColorHistogram {
    private(set) var table = ColorTable()
    /// The last frame added; its rows are counted when they change or when the frames end.
    private var previous: RGBAImage?
    /// Per row of `previous`: the number of frames of the current run before that row's content
    /// appeared (frames of one size form a run).
    private var since: [Int] = []
    /// Frames in the current run.
    private var runLength = 0

    /// Number of distinct keys, the transparent key included (after `finishFrames()`).
    var distinctCount: Int { table.count }

    /// True when some counted pixel was transparent (after `finishFrames()`).
    var hasTransparency: Bool { table.value(for: PixelKeys.transparent) != nil }

    /// Counts the keys of every pixel of `frame`. A row identical to the same row of the frame
    /// before is not scanned again: each row's content is counted once, weighted by the number
    /// of consecutive frames it lasts, when it changes (so only the last frame is kept).
    mutating func add(_ frame: RGBAImage) {
        if let previous, previous.width == frame.width, previous.height == frame.height {
            let width = frame.width
            previous.pixels.withUnsafeBytes { before in
                frame.pixels.withUnsafeBytes { current in
                    for row in since.indices
                    where memcmp(before.baseAddress! + row * width * 4, current.baseAddress! + row * width * 4, width * 4) != 0 {
                        addRow(row, of: before, width: width, times: runLength - since[row])
                        since[row] = runLength
                    }
                }
            }
        } else {
            finishFrames()
            since = [Int](repeating: 0, count: frame.height)
        }
        runLength += 1
        previous = frame
    }

    /// Counts the rows of the last frame still waiting; call after the last `add(_:)`.
    mutating func finishFrames() {
        guard let last = previous else { return }
        last.pixels.withUnsafeBytes { bytes in
            for row in since.indices { addRow(row, of: bytes, width: last.width, times: runLength - since[row]) }
        }
        previous = nil
        runLength = 0
    }

    private mutating func addRow(_ row: Int, of bytes: UnsafeRawBufferPointer, width: Int, times: Int) {
        var i = row * width
        let end = i + width
        while i < end {
            let word = bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            var run = i + 1
            while run < end && bytes.loadUnaligned(fromByteOffset: run * 4, as: UInt32.self) == word { run += 1 }
            table.add((run - i) * times, to: PixelKeys.key(UInt32(littleEndian: word)))
            i = run
        }
    }

    /// Counts the keys inside `rect` of a frame `stride` pixels wide.
    mutating func add(_ keys: [UInt32], in rect: PixelRect, stride: Int) {
        keys.withUnsafeBufferPointer { keys in
            for row in rect.y..<rect.maxY {
                var i = row * stride + rect.x
                let end = i + rect.width
                while i < end {
                    let key = keys[i]
                    var run = i + 1
                    while run < end && keys[run] == key { run += 1 }
                    table.add(run - i, to: key)
                    i = run
                }
            }
        }
    }

    /// The opaque colours with their pixel counts (the transparent key left out).
    var opaqueEntries: [(key: UInt32, count: Int)] {
        table.entries.filter { $0.key != PixelKeys.transparent }.map { ($0.key, $0.value) }
    }
}
