/// The transaction in force while an action runs, for the state it changes.
@MainActor
enum TransactionScope {
    /// The merged transaction of the enclosing `withTransaction` calls.
    static var current = Transaction()
    /// Identifies the innermost `withTransaction` call (0 outside any).
    static var id = 0
    private static var nextID = 0

    /// Runs `body` with `transaction` merged over the current one. Changes made
    /// before the call and inside it are committed as separate updates, each
    /// with its own transaction.
    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        ViewGraph.active?.commitPendingChanges()
        let (savedTransaction, savedID) = (current, id)
        nextID += 1
        current = current.merging(transaction)
        id = nextID
        defer {
            ViewGraph.active?.commitPendingChanges()
            current = savedTransaction
            id = savedID
        }
        return try body()
    }
}

extension TransactionScope {
    /// Runs `body` outside every `withTransaction` block (for actions the graph
    /// runs on its own, such as `onAppear`).
    static func outside(_ body: () -> Void) {
        let (savedTransaction, savedID) = (current, id)
        current = Transaction()
        id = 0
        defer {
            current = savedTransaction
            id = savedID
        }
        body()
    }
}

/// Runs `body` so that the state changes it makes animate with `animation`.
///
///     Button("Grow") { withAnimation(.easeInOut) { isTall.toggle() } }
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.run(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` (merged over the current one) for its state changes.
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.run(transaction, body)
}

/// Runs `body` in a transaction with one value set: `withTransaction(\.disablesAnimations, true) { … }`.
@MainActor @discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try TransactionScope.run(transaction, body)
}
