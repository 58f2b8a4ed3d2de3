import Foundation

extension View {
    /// The defaults store the `@AppStorage` properties inside use when they name none. The scene
    /// keeps the values in memory (see `AppStorage`): a key takes its first value from this store
    /// when the store has one — as a preview that fills a suite with `set(_:forKey:)` expects —
    /// and what the views write stays in the scene, never reaching the store, so every run starts
    /// alike. `UserDefaults.standard` is never read.
    /// Partial: the scene's one in-memory store serves every store; two never differ for a key.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

extension EnvironmentValues {
    /// The store that `@AppStorage` properties naming none take their first values from
    /// (`defaultAppStorage(_:)`); nil for `UserDefaults.standard`, which is never read.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private enum DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }
