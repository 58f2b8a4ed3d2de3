/// A class that `@Model` made persistent: observable, identified by its object, kept by a
/// ``ModelContext``.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The key paths of the properties marked `@Relationship(deleteRule: .cascade)`.
    static var cascadingRelationships: [AnyKeyPath] { get }
}

extension PersistentModel {
    /// The model's identity: the object.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }

    /// The context that holds the model, if one does.
    @MainActor public var modelContext: ModelContext? { ModelStore.owner(of: self) }

    /// Whether the model has been deleted from its context.
    @MainActor public var isDeleted: Bool { ModelStore.isDeleted(self) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identity, for `ForEach` and `List`.
    public var id: PersistentIdentifier { persistentModelID }
}

/// Identifies a model: equal for the same object.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}
