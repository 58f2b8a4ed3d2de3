import Foundation

/// A value kept under a key for the scene, restored by iOS when the scene comes back. In Flipbook
/// it lives for one scene run, in memory, apart from `@AppStorage`'s keys.
///
///     @SceneStorage("selectedTab") private var selectedTab = 0
@propertyWrapper @MainActor @preconcurrency
public struct SceneStorage<Value>: DynamicProperty {
    let box: StorageBox<Value>

    init(_ key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
        box = StorageBox(key: key, defaultValue: defaultValue, coding: coding)
    }

    /// The stored value, or the default while the key has none.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key, defaultValue: wrappedValue, coding: .plain) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.raw())
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.raw())
    }
}

extension SceneStorage: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.entry = graph.sceneStorage.entry(box.key)
    }
}
