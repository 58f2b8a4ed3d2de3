import FlipbookMessages

/// A failure to create, decode, encode, read or write an image, with a one-line message that
/// names the file, e.g. `cannot read golden.png: not a PNG file (bad signature)`.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What was being attempted.
    public enum Operation: Sendable, Equatable {
        /// Building an `RGBAImage` from dimensions and bytes.
        case create
        /// Decoding PNG bytes held in memory.
        case decode
        /// Encoding an image to PNG bytes.
        case encode
        /// Reading a PNG file.
        case read
        /// Writing a PNG file.
        case write
    }

    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The input has no bytes at all.
        case empty
        /// The input does not start with the PNG signature.
        case notPNG
        /// The input starts as neither a PNG nor a JPEG does (where either is accepted).
        case notAnImage
        /// libjpeg-turbo rejected the data; the associated text is its message.
        case corruptJPEG(String)
        /// The PNG data ends early.
        case truncated
        /// libpng rejected the data; the associated text is its message.
        case corrupt(String)
        /// The image or the input is over one of `PNGLimits`; the text names the limit and the value.
        case tooLarge(String)
        /// Memory allocation failed.
        case outOfMemory
        /// A system call failed; `errno` and its `strerror` text.
        case system(errno: Int32, message: String)
        /// An argument (size, option, pixel count) is invalid.
        case invalidArgument(String)
    }

    /// What was being attempted.
    public let operation: Operation
    /// The file involved, if any.
    public let path: String?
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for `operation` on `path` (nil for in-memory work).
    public init(_ operation: Operation, path: String? = nil, reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let subject: String
        switch operation {
        case .create: subject = "invalid image"
        case .decode: subject = reason.isJPEG ? "cannot decode JPEG" : reason == .notAnImage ? "cannot decode image" : "cannot decode PNG"
        case .encode: subject = "cannot encode PNG"
        case .read: subject = "cannot read \(path.map(OneLine.echo) ?? "file")"
        case .write: subject = "cannot write \(path.map(OneLine.echo) ?? "file")"
        }
        return "\(subject): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .empty: "empty file (0 bytes)"
        case .notPNG: "not a PNG file (bad signature)"
        case .notAnImage: "neither a PNG nor a JPEG file"
        case .corruptJPEG(let message): "corrupt JPEG data (\(message))"
        case .truncated: "truncated PNG data"
        case .corrupt(let message): "corrupt PNG data (\(message))"
        case .tooLarge(let message): message
        case .outOfMemory: "out of memory"
        case .system(_, let message): message
        case .invalidArgument(let message): message
        }
    }
}

extension ImageError.Reason {
    /// Whether the reason is about JPEG data.
    var isJPEG: Bool {
        if case .corruptJPEG = self { return true }
        return false
    }
}
