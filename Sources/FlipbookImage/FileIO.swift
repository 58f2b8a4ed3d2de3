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
        do {
            let file = try AtomicFile(path: path)
            try file.write(bytes)
            try file.commit()
        } catch {
            throw ImageError(.write, reason: .system(errno: error.code, message: error.message))
        }
    }

    /// An error carrying the current `errno`; the caller adds the path.
    private static func systemError(_ operation: ImageError.Operation) -> ImageError {
        let code = errno
        return ImageError(operation, reason: .system(errno: code, message: String(cString: strerror(code))))
    }
}
