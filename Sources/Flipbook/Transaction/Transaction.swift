/// The context of one state change: above all the animation to use. It flows
/// down the view tree with the update; `.animation` and `.transaction`
/// modifiers change it for the views below them.
public struct Transaction {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// A value stored under a `TransactionKey`.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation for changes in this transaction; `nil` means no animation.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// When true, `.animation(_:)` and `.animation(_:value:)` modifiers leave the transaction's
    /// animation alone; the transaction's own animation, if any, still animates the change.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether changes without animation should record velocity for a later animation.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Whether changes in this transaction animate: it has an animation (`disablesAnimations` only
    /// keeps animation modifiers from putting theirs in).
    var isAnimated: Bool { animation != nil }

    /// This transaction with every key set in `other` overriding its own.
    func merging(_ other: Transaction) -> Transaction {
        var merged = self
        merged.values.merge(other.values) { _, new in new }
        return merged
    }
}

/// A key for a custom value carried by a `Transaction`.
///
///     private struct FromButtonKey: TransactionKey { static let defaultValue = false }
///     extension Transaction {
///         var fromButton: Bool { get { self[FromButtonKey.self] } set { self[FromButtonKey.self] = newValue } }
///     }
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

private enum AnimationKey: TransactionKey { static var defaultValue: Animation? { nil } }
private enum DisablesAnimationsKey: TransactionKey { static var defaultValue: Bool { false } }
private enum IsContinuousKey: TransactionKey { static var defaultValue: Bool { false } }
private enum TracksVelocityKey: TransactionKey { static var defaultValue: Bool { false } }
