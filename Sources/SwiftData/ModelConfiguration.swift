/// How a container stores its models. Flipbook keeps every store in memory, whatever
/// `isStoredInMemoryOnly` says, so a render never reads or writes a file.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the app asked for a store in memory only.
    public let isStoredInMemoryOnly: Bool
    /// Whether the app asked for a read-only store.
    public let allowsSave: Bool

    /// A configuration named `name` for the models of `schema` (nil: the container's).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }
}
