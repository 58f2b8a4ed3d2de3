/// A comparison that cannot run because of its arguments.
public struct CompareError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line explanation.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
