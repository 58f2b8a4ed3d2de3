#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written atomically: bytes go to a fresh hidden file beside the target
/// (mode 0666 less the umask), which `commit()` renames over the target. Until
/// then the target is untouched; `discard()` (or deinit) removes the temporary file.
///
/// The temporary file's name, `.NAME.flipbook-PID-RANDOM.tmp`, carries the writing process's id,
/// so that the next run into the folder (`prepareDirectory`) removes what a killed run left.
package final class AtomicFile {
    /// A failed system call: its `errno` and the system's text for it.
    package struct Failure: Error {
        package let code: Int32
        package let message: String

        static var current: Failure {
            let code = errno
            return Failure(code: code, message: String(cString: strerror(code)))
        }
    }

    package let path: String
    private let temporary: String
    private var fd: Int32

    package init(path: String) throws(Failure) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        while true {
            let candidate = "\(directory).\(name)\(Self.marker)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 {
                temporary = candidate
                fd = opened
                return
            }
            if errno != EEXIST && errno != EINTR { throw Failure.current }
        }
    }

    deinit { discard() }

    /// Creates `directory` and its missing parents, then removes the temporary files that
    /// processes which are no longer running left in it.
    package static func prepareDirectory(_ directory: String) throws(Failure) {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o777) != 0, errno != EEXIST { throw Failure.current }
        }
        var info = stat()
        guard stat(current, &info) == 0 else { throw Failure.current }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            errno = ENOTDIR
            throw Failure.current
        }
        removeAbandoned(in: directory)
    }

    /// Removes `.NAME.flipbook-PID-RANDOM.tmp` files whose process is gone.
    static func removeAbandoned(in directory: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.firstRange(of: marker),
                  let pid = Int32(name[marker.upperBound...].prefix { $0 != "-" }), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(directory + "/" + name)
        }
    }

    private static let marker = ".flipbook-"

    /// Appends `bytes` to the temporary file.
    package func write(_ bytes: [UInt8]) throws(Failure) {
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = writeBytes(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    if count == 0 { errno = EIO }
                    return false
                }
            }
            return true
        }
        guard written else { throw Failure.current }
    }

    /// Closes the temporary file and renames it to `path`.
    package func commit() throws(Failure) {
        let closed = close(fd)
        fd = -1
        guard closed == 0, rename(temporary, path) == 0 else {
            let failure = Failure.current
            unlink(temporary)
            throw failure
        }
    }

    /// Closes and removes the temporary file (nothing happens after `commit()`).
    package func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary)
    }
}

/// The system `write`, which `AtomicFile.write(_:)` hides inside the class.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
