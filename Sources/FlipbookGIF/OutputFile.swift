import FlipbookImage

/// A GIF being written atomically (see `AtomicFile`): the target is replaced
/// only by `commit()`, and a discarded or failed write leaves nothing behind.
final class OutputFile {
    let path: String
    private let file: AtomicFile

    init(path: String) throws(GIFError) {
        self.path = path
        guard !path.hasSuffix("/") else {
            throw GIFError(path: path, reason: .invalidArgument("the path names a folder, not a file"))
        }
        do { file = try AtomicFile(path: path) } catch { throw Self.error(path, error) }
    }

    /// Appends `bytes` to the temporary file.
    func write(_ bytes: [UInt8]) throws(GIFError) {
        do { try file.write(bytes) } catch { throw Self.error(path, error) }
    }

    /// Closes the temporary file and renames it to `path`.
    func commit() throws(GIFError) {
        do { try file.commit() } catch { throw Self.error(path, error) }
    }

    /// Closes and removes the temporary file (nothing happens after `commit()`).
    func discard() { file.discard() }

    private static func error(_ path: String, _ failure: AtomicFile.Failure) -> GIFError {
        GIFError(path: path, reason: .system(errno: failure.code, message: failure.message))
    }
}
