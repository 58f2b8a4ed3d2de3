#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookImage

/// Pixel counts per colour key (see `PixelKeys`), counted run by run so flat frames are cheap.
struct ColorHistogram {
    private(set) var table = ColorTable()

    /// Number of distinct keys, the transparent key included.
    var distinctCount: Int { table.count }

    /// True when some counted pixel was transparent.
    var hasTransparency: Bool { table.value(for: PixelKeys.transparent) != nil }

    /// Counts the keys of every pixel of every frame. A row identical to the same row of the
    /// previous frame is not scanned again: each row's content is counted once, weighted by the
    /// number of consecutive frames it lasts.
    mutating func add(_ frames: [RGBAImage]) {
        var index = 0
        while index < frames.count {
            let first = frames[index]
            var end = index + 1
            while end < frames.count && frames[end].width == first.width && frames[end].height == first.height { end += 1 }
            addSequence(frames[index..<end])
            index = end
        }
    }

    /// `add(_:)` for consecutive frames of one size.
    private mutating func addSequence(_ frames: ArraySlice<RGBAImage>) {
        let width = frames.first!.width
        var since = [Int](repeating: frames.startIndex, count: frames.first!.height)
        for index in frames.indices.dropFirst() {
            frames[index - 1].pixels.withUnsafeBytes { previous in
                frames[index].pixels.withUnsafeBytes { current in
                    for row in since.indices
                    where memcmp(previous.baseAddress! + row * width * 4, current.baseAddress! + row * width * 4, width * 4) != 0 {
                        addRow(row, of: previous, width: width, times: index - since[row])
                        since[row] = index
                    }
                }
            }
        }
        frames.last!.pixels.withUnsafeBytes { last in
            for row in since.indices { addRow(row, of: last, width: width, times: frames.endIndex - since[row]) }
        }
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
