import FlipbookMessages

/// A `sequence.json` that cannot be read, naming the file (empty for manifests decoded from memory).
public struct ManifestError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "cannot read \(OneLine.echo(path)): \(reason)" }
}
