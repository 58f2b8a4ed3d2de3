/// An input that cannot be compared (a missing or unreadable file or folder), as one line
/// naming it.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
