/// Runs `body` so that the state changes it makes animate with `animation`.
///
///     Button("Grow") { withAnimation(.easeInOut) { isTall.toggle() } }
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try ActionScope.withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` (merged over the current one) for its state changes.
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try ActionScope.withTransaction(transaction, body)
}

/// Runs `body` in a transaction with one value set: `withTransaction(\.disablesAnimations, true) { … }`.
@MainActor @discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try ActionScope.withTransaction(transaction, body)
}
