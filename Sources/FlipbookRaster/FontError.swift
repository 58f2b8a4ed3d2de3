/// A pinned font file could not be loaded.
public struct FontError: Error, CustomStringConvertible {
    /// Absolute path of the font file.
    public let path: String
    /// The Debian package that installs it.
    public let package: String

    public var description: String {
        "Font file \(path) is missing or unreadable; install the Debian package \(package) (apt-get install \(package))."
    }
}
