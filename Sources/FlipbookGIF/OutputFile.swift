#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A GIF being written atomically: bytes go to a fresh hidden file in the target's folder,
/// created with mode 0644 (less the umask), which `commit()` renames over the target.
/// Until then the target is untouched; `discard()` (or deinit) removes the temporary file.
final class OutputFile {
    let path: String
    private let temporary: String
    private var fd: Int32

    init(path: String) throws(GIFError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else {
            throw GIFError(path: path, reason: .invalidArgument("the path names a folder, not a file"))
        }
        while true {
            let candidate = "\(directory).\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if opened >= 0 {
                temporary = candidate
                fd = opened
                return
            }
            if errno != EEXIST && errno != EINTR { throw Self.systemError(path) }
        }
    }

    deinit { discard() }

    /// Appends `bytes` to the temporary file.
    func write(_ bytes: [UInt8]) throws(GIFError) {
        guard writeAll(bytes, to: fd) else { throw Self.systemError(path) }
    }

    /// Closes the temporary file and renames it to `path`.
    func commit() throws(GIFError) {
        let closed = close(fd)
        fd = -1
        guard closed == 0, rename(temporary, path) == 0 else {
            let error = Self.systemError(path)
            unlink(temporary)
            throw error
        }
    }

    /// Closes and removes the temporary file (nothing happens after `commit()`).
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary)
    }

    private static func systemError(_ path: String) -> GIFError {
        let code = errno
        return GIFError(path: path, reason: .system(errno: code, message: String(cString: strerror(code))))
    }
}

/// Writes every byte, retrying on EINTR; false (with errno set) on failure.
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                if written == 0 { errno = EIO }
                return false
            }
        }
        return true
    }
}
