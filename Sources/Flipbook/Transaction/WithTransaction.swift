/// Runs `body` so that the state changes it makes animate with `animation`.
///
///     Button("Grow") { withAnimation(.easeInOut) { isTall.toggle() } }
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try ActionScope.withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` so that the state changes it makes animate with `animation`, then runs
/// `completion` at the scene time when those animations complete by `completionCriteria`.
///
///     withAnimation(.easeOut(duration: 0.3)) { isOpen = true } completion: { showsContent = true }
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try ActionScope.withTransaction(transaction, body)
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
