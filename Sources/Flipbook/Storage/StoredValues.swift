import Foundation
import Observation

/// A scene's stored values by key (`@AppStorage`, and apart from them `@SceneStorage`): kept in
/// memory for one scene run, never written to disk, so every run starts alike and two scenes never
/// share a value. Each key is observed on its own: a view whose body read a key
/// updates when it is written, wherever the write comes from.
@MainActor
final class StoredValues {
    private var entries: [String: StoredValue] = [:]

    /// The entry for `key`, made the first time with the value `store` has for it (none when the
    /// store is nil or `UserDefaults.standard`, which a render never reads: its values outlive runs).
    func entry(_ key: String, firstValueFrom store: UserDefaults? = nil) -> StoredValue {
        if let entry = entries[key] { return entry }
        let entry = StoredValue()
        if let store, store !== UserDefaults.standard, let value = store.object(forKey: key) {
            entry.value = value
        }
        entries[key] = entry
        return entry
    }
}

/// One key's value, as stored (a property-list value: `Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data`, or a `RawRepresentable`'s raw value); nil while the key has no value.
final class StoredValue: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored: Any?

    var value: Any? {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
    }
}

/// How a storage property's value is kept: as a property-list value (a `RawRepresentable` by its
/// raw value; nil removes the key), and read back (nil when the stored value is not one).
struct StoredValueCoding<Value> {
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?

    /// A value stored as itself.
    static var plain: StoredValueCoding { StoredValueCoding(encode: { $0 }, decode: { $0 as? Value }) }
}

extension StoredValueCoding {
    /// A `RawRepresentable` stored by its raw value.
    static func raw<R: RawRepresentable>() -> StoredValueCoding<R> {
        StoredValueCoding<R>(encode: { $0.rawValue }, decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) })
    }

    /// An optional: nil removes the key.
    static func optional<Wrapped>(_ wrapped: StoredValueCoding<Wrapped>) -> StoredValueCoding<Wrapped?> {
        StoredValueCoding<Wrapped?>(encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0) })
    }
}

/// What a storage property carries: its key, default and coding, and once the graph has bound it,
/// its scene's entry for the key.
@MainActor
final class StorageBox<Value> {
    let key: String
    let defaultValue: Value
    let coding: StoredValueCoding<Value>
    /// The store its key takes its first value from (`store:`); nil for the environment's.
    let store: UserDefaults?
    var entry: StoredValue?
    private var unbound: Any?

    init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>, store: UserDefaults? = nil) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.coding = coding
    }

    var value: Value {
        get {
            let stored = if let entry { entry.value } else { unbound }
            return stored.flatMap(coding.decode) ?? defaultValue
        }
        set {
            if let entry { entry.value = coding.encode(newValue) } else { unbound = coding.encode(newValue) }
        }
    }

    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
