/// A type-erased list of values pushed on a `NavigationStack`, each shown by the
/// `navigationDestination(for:)` registered for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = []
        for element in elements { self.elements.append(AnyHashable(element)) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// How a stack reads and writes its path, whatever the path's type.
@MainActor
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    let setValues: ([AnyHashable]) -> Void
    /// Whether a value can be pushed (it has the path's element type).
    let accepts: (AnyHashable) -> Bool
}

/// Pushes a value on the enclosing `NavigationStack` (what a `NavigationLink` does).
struct NavigationPushAction {
    let push: @MainActor (AnyHashable) -> Void
}

private enum NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPushAction? { nil }
}

extension EnvironmentValues {
    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}
