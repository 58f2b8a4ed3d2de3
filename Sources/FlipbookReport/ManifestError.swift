/// A `sequence.json` that cannot be read, naming the file.
public struct ManifestError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "cannot read \(path): \(reason)" }
}
