/// A key for a value stored in an ``AnimationState``.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read before anything was stored.
    static var defaultValue: Value { get }
}

/// Per-animation storage that persists between calls of `CustomAnimation.animate`.
///
/// Values are keyed by ``AnimationStateKey`` types. Storage is a short array searched
/// linearly: animations keep one to three keys, so this beats hashing.
public struct AnimationState<Value: VectorArithmetic> {
    private struct Entry {
        var key: ObjectIdentifier
        var value: Any
    }

    private var entries: [Entry] = []

    /// Creates an empty state.
    public init() {}

    /// Accesses the state stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in entries where entry.key == id {
                if let value = entry.value as? K.Value { return value }
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let index = entries.firstIndex(where: { $0.key == id }) {
                entries[index].value = newValue
            } else {
                entries.append(Entry(key: id, value: newValue))
            }
        }
    }
}
