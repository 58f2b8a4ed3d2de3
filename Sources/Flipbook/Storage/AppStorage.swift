import Foundation

/// A value kept under a key in the app's defaults, which the view reads and writes like `@State`;
/// every view reading the key updates when it changes. In Flipbook the defaults are the scene's
/// own, in memory: a run starts from the properties' defaults, two scenes never share a value, and
/// nothing is written to disk. A store other than `UserDefaults.standard` (`store:`, or the one
/// `defaultAppStorage(_:)` gives) only gives a key its first value, when it has one.
///
///     @AppStorage("rememberUser") private var rememberUser = false
@propertyWrapper @MainActor @preconcurrency
public struct AppStorage<Value>: DynamicProperty {
    let box: StorageBox<Value>

    init(_ key: String, defaultValue: Value, coding: StoredValueCoding<Value>, store: UserDefaults?) {
        box = StorageBox(key: key, defaultValue: defaultValue, coding: coding, store: store)
    }

    /// The stored value, or the default while the key has none.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key, defaultValue: wrappedValue, coding: .plain, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.raw(), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.raw(), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(key, defaultValue: nil, coding: .optional(.plain), store: store) }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.raw()), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.raw()), store: store)
    }
}

extension AppStorage: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.entry = graph.appStorage.entry(box.key, firstValueFrom: box.store ?? environment.defaultAppStorage)
    }
}
