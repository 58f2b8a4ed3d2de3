import Foundation

extension View {
    /// The defaults store the `@AppStorage` properties inside use when they name none.
    /// Partial: a scene has one store, in memory (see `AppStorage`): the `@AppStorage` properties
    /// inside keep their values there whatever store is given, so two stores never hold
    /// different values for one key.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
