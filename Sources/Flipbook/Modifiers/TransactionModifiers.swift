/// How a transaction modifier changes the transaction flowing to its content.
enum TransactionRule {
    /// `.animation(_:value:)` (with a value) or the value-less `.animation(_:)`.
    case animation(Animation?)
    /// `.transaction { }` or `.transaction(value:) { }`.
    case transform(@MainActor (inout Transaction) -> Void)
}

/// Remembers a modifier's `value:` between updates to tell whether it changed.
struct ValueTracker {
    let value: Any
    let isEqual: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }
}

struct TransactionModifier: ViewModifier, WrappingModifier {
    let rule: TransactionRule
    let tracker: ValueTracker?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TransactionElement(rule: rule, tracker: tracker, state: context.persistentState, child: child, id: id)
    }
}

extension View {
    /// Animates changes below this modifier with `animation` in every update in
    /// which `value` changed (unless the transaction disables animations).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(TransactionModifier(rule: .animation(animation), tracker: ValueTracker(value)))
    }

    /// Animates every change below this modifier with `animation`, whatever caused it.
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier(rule: .animation(animation), tracker: nil))
    }

    /// Lets `transform` change the transaction of every update that changes something below.
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(rule: .transform(transform), tracker: nil))
    }

    /// Lets `transform` change the transaction of updates in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(rule: .transform(transform), tracker: ValueTracker(value)))
    }
}

/// Applies a transaction rule to the transaction flowing down to its child.
final class TransactionElement: Element {
    private let rule: TransactionRule
    private let tracker: ValueTracker?
    private let state: PersistentState

    init(rule: TransactionRule, tracker: ValueTracker?, state: PersistentState, child: Element, id: ViewID) {
        self.rule = rule
        self.tracker = tracker
        self.state = state
        super.init(id: id, children: [child])
    }

    /// Whether the tracked value differs from the last update's (false the first time).
    private func takeValueChange() -> Bool {
        guard let tracker else { return true }
        let previous = state[value: "value"]
        state[value: "value"] = tracker.value
        guard let previous else { return false }
        return !tracker.isEqual(previous)
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        let valueChanged = takeValueChange()
        var transaction = transaction
        switch rule {
        case .animation(let animation):
            if valueChanged, !transaction.disablesAnimations { transaction.animation = animation }
        case .transform(let transform):
            if valueChanged, subtreeChanged, !update.isPresentation { transform(&transaction) }
        }
        return transaction
    }
}
