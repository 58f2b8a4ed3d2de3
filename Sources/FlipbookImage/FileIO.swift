#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes on POSIX, reporting `errno` text.
enum FileIO {
    /// Reads every byte of the file at `path`.
    static func readAll(_ path: String) throws(ImageError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw systemError(.read) }
        defer { close(fd) }
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(fd, &info) == 0, info.st_size > 0 {
            bytes.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: chunk[0..<got])
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw systemError(.read)
            }
        }
    }

    /// Writes `bytes` to a fresh temporary file beside `path`, then renames it to `path`.
    /// The temporary file is removed if any step fails.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ImageError) {
        let (temporary, fd) = try createTemporaryFile(beside: path)
        var failure: ImageError?
        if !writeAll(bytes, to: fd) {
            failure = systemError(.write)
        }
        if close(fd) != 0, failure == nil {
            failure = systemError(.write)
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = systemError(.write)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func createTemporaryFile(beside path: String) throws(ImageError) -> (String, Int32) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        while true {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "\(directory).\(name).\(suffix).tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (temporary, fd) }
            if errno != EEXIST && errno != EINTR { throw systemError(.write) }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
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

    /// An error carrying the current `errno`; the caller adds the path.
    private static func systemError(_ operation: ImageError.Operation) -> ImageError {
        let code = errno
        return ImageError(operation, reason: .system(errno: code, message: String(cString: strerror(code))))
    }
}
