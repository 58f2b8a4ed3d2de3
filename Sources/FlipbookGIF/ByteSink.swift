/// Where giflib's output goes: an in-memory buffer that the owner can measure, cut back and
/// drain to a file descriptor between images.
final class ByteSink {
    private(set) var bytes: [UInt8] = []
    /// Bytes already drained to the file.
    private(set) var drained = 0

    /// Total bytes produced so far.
    var total: Int { drained + bytes.count }

    func append(_ data: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: data)
    }

    /// The bytes produced since `mark` (a value of `total`).
    func bytes(since mark: Int) -> ArraySlice<UInt8> {
        bytes[(mark - drained)...]
    }

    /// Drops everything produced since `mark`.
    func truncate(to mark: Int) {
        bytes.removeSubrange((mark - drained)...)
    }

    /// Re-appends bytes saved with `bytes(since:)`.
    func append(_ saved: ArraySlice<UInt8>) {
        bytes.append(contentsOf: saved)
    }

    /// Writes the buffered bytes to `file` once at least `threshold` bytes are waiting.
    func drain(to file: OutputFile, threshold: Int = 1 << 20) throws(GIFError) {
        guard bytes.count >= threshold else { return }
        try file.write(bytes)
        drained += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }
}
