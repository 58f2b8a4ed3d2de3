#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File reads and atomic writes on POSIX, reporting `errno` text.
enum FileIO {
    /// Opens `path` for reading and hands `body` the open file and its size when it is a regular
    /// file (nil for pipes and devices); a folder or an unopenable file is a system error.
    static func withOpenFile<T>(
        _ path: String, _ body: (UnsafeMutablePointer<FILE>, Int?) -> Result<T, ImageError>
    ) -> Result<T, ImageError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(systemError(.read)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = systemError(.read)
            close(fd)
            return .failure(failure)
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            close(fd)
            errno = EISDIR
            return .failure(systemError(.read))
        }
        guard let file = fdopen(fd, "rb") else {
            let failure = systemError(.read)
            close(fd)
            return .failure(failure)
        }
        defer { fclose(file) }
        return body(file, info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    static func readPrefix(of path: String, count: Int) throws(ImageError) -> [UInt8] {
        try withOpenFile(path) { file, _ in
            var bytes = [UInt8](repeating: 0, count: count)
            let read = fread(&bytes, 1, count, file)
            return ferror(file) != 0 ? .failure(systemError(.read)) : .success(Array(bytes.prefix(read)))
        }.get()
    }

    /// The bytes of the `format` file at `path`, refusing one longer than `limit` (at once when
    /// its size is known, else once `limit` bytes have been read).
    static func readCapped(_ path: String, limit: Int, format: String) throws(ImageError) -> [UInt8] {
        try withOpenFile(path) { file, size in
            if let size, size > limit { return .failure(ImageError(.read, reason: .tooLarge(PNGLimits.inputProblem(size: size, format: format)))) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size ?? 0)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while case let read = fread(&chunk, 1, chunk.count, file), read > 0 {
                guard bytes.count + read <= limit else { return .failure(ImageError(.read, reason: .tooLarge(PNGLimits.inputProblem(size: nil, format: format)))) }
                bytes.append(contentsOf: chunk[0..<read])
            }
            return ferror(file) != 0 ? .failure(systemError(.read)) : .success(bytes)
        }.get()
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
