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

struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let rule: TransactionRule
    let tracker: ValueTracker?
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let children = context.resolveChild(content, component: .content)
        // The modifier exists even when its content is empty (an `if` that is false):
        // it still sees its value, so the change that inserts the content animates.
        if children.isEmpty, let tracker { context.persistentState[.trackedValue] = tracker.value }
        let wrapsSeveralViews = children.count > 1
        return context.wrapEach(children) {
            TransactionElement(rule: rule, tracker: tracker, state: context.persistentState, child: $0, id: $1,
                               wrapsSeveralViews: wrapsSeveralViews)
        }
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
    /// Whether the modifier was applied to several views (a composite whose body has many).
    private let wrapsSeveralViews: Bool

    init(rule: TransactionRule, tracker: ValueTracker?, state: PersistentState, child: Element, id: ViewID,
         wrapsSeveralViews: Bool = false) {
        self.rule = rule
        self.tracker = tracker
        self.state = state
        self.wrapsSeveralViews = wrapsSeveralViews
        super.init(.modifier, id: id, children: [child])
    }

    /// Whether SwiftUI hands this closure an empty transaction once an animated change is over.
    ///
    /// Article 000 prints a trailing `nil` for the `.transaction` closures that sit above a
    /// container, above another transaction modifier, or around a view whose body has several
    /// views — never for one directly on a leaf's modifiers. Flipbook reproduces those calls
    /// after the update (they change nothing: a transaction only matters during a change).
    private var receivesReset: Bool {
        wrapsSeveralViews || children[0].kind == .container || children[0] is TransactionElement
    }

    /// What this modifier decided in one update, shared by the elements it wraps
    /// when applied to several views, so its closure runs at most once.
    private struct Decision {
        let serial: Int
        let valueChanged: Bool
        var output: Transaction?
    }

    private static var decision: PersistentKey<Decision> { "decision" }

    /// Whether the tracked value differs from the last update's (false the first time).
    private func takeValueChange() -> Bool {
        guard let tracker else { return true }
        let previous = state[.trackedValue]
        state[.trackedValue] = tracker.value
        guard let previous else { return false }
        return !tracker.isEqual(previous)
    }

    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        var decision = state[Self.decision]
        if decision?.serial != update.serial {
            decision = Decision(serial: update.serial, valueChanged: takeValueChange())
        }
        guard var current = decision else { return transaction }
        defer { state[Self.decision] = current }
        if let output = current.output { return output }
        var result = transaction
        switch rule {
        case .animation(let animation):
            if current.valueChanged, !transaction.disablesAnimations { result.animation = animation }
            current.output = result
        case .transform(let transform):
            guard current.valueChanged, subtreeChanged, !update.isPresentation else { return transaction }
            transform(&result)
            current.output = result
            if transaction.animation != nil, receivesReset {
                update.graph.actions.enqueue {
                    var reset = Transaction()
                    transform(&reset)
                }
            }
        }
        return result
    }
}

extension PersistentKey {
    /// The `value:` a transaction modifier saw last update.
    fileprivate static var trackedValue: PersistentKey<Any> { "value" }
}
