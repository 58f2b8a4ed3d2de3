import Foundation

extension View {
    /// The defaults store the `@AppStorage` properties inside use when they name none. A scene
    /// has one store, in memory (see `AppStorage`), and the properties inside keep their values
    /// there whatever store is given.
    /// Partial: the scene's one in-memory store serves every store; two never differ for a key.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
