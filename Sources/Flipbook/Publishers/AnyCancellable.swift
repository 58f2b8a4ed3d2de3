/// Something that can be stopped: a subscription, a timer's connection.
public protocol Cancellable {
    func cancel()
}

/// A subscription that ends when cancelled or released: keep it (`store(in: &cancellables)`) for
/// as long as the values should arrive.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Runs `cancel` once, on the first `cancel()` or when released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Cancels `cancellable` when this one is cancelled or released.
    public init<C: Cancellable>(_ cancellable: C) { onCancel = cancellable.cancel }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps this subscription in `set` (alive for as long as the set holds it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
    /// Cancels each of `cancellables`, in order, when this one is cancelled or released: one
    /// subscription made of several (`combineLatest`, `merge`, `zip`, `flatMap`).
    convenience init(cancellingAll cancellables: any Cancellable...) {
        self.init { for cancellable in cancellables { cancellable.cancel() } }
    }
}
