/// The reference a `State` or `FocusState` carries: its initial value, the value it holds until
/// the graph binds it, and once bound, the view's persistent storage it reads and writes.
@MainActor
final class StateBox<Storage: StateBoxStorage> {
    let initial: Storage.Value
    var storage: Storage?
    private var unboundValue: Storage.Value

    init(initial: Storage.Value) {
        self.initial = initial
        unboundValue = initial
    }

    var value: Storage.Value {
        get { storage?.value ?? unboundValue }
        set {
            if let storage { storage.set(newValue) } else { unboundValue = newValue }
        }
    }
}

/// A view's persistent storage for one property, as a `StateBox` forwards to it once bound.
@MainActor
protocol StateBoxStorage: AnyObject {
    associatedtype Value
    var value: Value { get }
    func set(_ newValue: Value)
}
