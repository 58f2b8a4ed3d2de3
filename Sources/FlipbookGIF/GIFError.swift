/// A failure to time, write or read a GIF, with a one-line message that names the file,
/// e.g. `cannot write out.gif: frame 3 is 200×100, expected 400×300`.
public struct GIFError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No frame was given.
        case noFrames
        /// A frame's size differs from the GIF's; the frame index and both sizes.
        case sizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
        /// A system call failed; `errno` and its `strerror` text.
        case system(errno: Int32, message: String)
        /// giflib reported an error; its code and message.
        case giflib(code: Int32, message: String)
        /// An argument (size, delay, frame rate, option) is invalid; the text says why.
        case invalidArgument(String)
    }

    /// The GIF file involved, if any.
    public let path: String?
    /// What went wrong.
    public let reason: Reason
    /// True for reading failures, false for writing (and argument) failures.
    public let reading: Bool

    /// Creates an error about `path` (nil for errors not tied to a file).
    public init(path: String?, reason: Reason, reading: Bool = false) {
        self.path = path
        self.reason = reason
        self.reading = reading
    }

    public var description: String {
        guard let path else { return reasonText }
        return "cannot \(reading ? "read" : "write") \(path): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .noFrames:
            "no frames to write"
        case let .sizeMismatch(frame, width, height, expectedWidth, expectedHeight):
            "frame \(frame) is \(width)×\(height), expected \(expectedWidth)×\(expectedHeight)"
        case .system(_, let message):
            message
        case let .giflib(code, message):
            "giflib error \(code) (\(message))"
        case .invalidArgument(let message):
            message
        }
    }
}
