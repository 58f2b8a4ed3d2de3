/// Where the code running now is: in an action of which graph (a tap, a script's `At`, a timer,
/// `onAppear`), and inside which `withTransaction` block. The free functions user code calls
/// (`withAnimation`, `withTransaction`, `afterDelay`) reach the graph through it, and a state
/// change records the transaction in force from it.
///
/// A task-local value rather than a process-wide one: the graph binds it while it runs an action
/// and it is restored after; another task (a test running in parallel, another scene's run) never
/// sees it. With no task, it is bound for the thread, which is the main thread: views and the graph
/// are main-actor isolated.
@MainActor
final class ActionScope: Sendable {
    /// The graph running the action; nil for user code calling `withAnimation` outside any.
    let graph: ViewGraph?
    /// The merged transaction of the enclosing `withTransaction` blocks.
    let transaction: Transaction
    /// The innermost `withTransaction` block, nil outside any: changes made in different blocks
    /// are committed as separate updates.
    let block: TransactionBlock?

    init(graph: ViewGraph?, transaction: Transaction = Transaction(), block: TransactionBlock? = nil) {
        self.graph = graph
        self.transaction = transaction
        self.block = block
    }

    /// The scope of the running code, if it runs in one.
    nonisolated static let current = TaskLocal<ActionScope?>(wrappedValue: nil)

    /// Runs `body` inside `graph`'s action, keeping the enclosing transaction (if any).
    static func run<Result>(in graph: ViewGraph, _ body: () throws -> Result) rethrows -> Result {
        let outer = current.get()
        let scope = ActionScope(graph: graph, transaction: outer?.transaction ?? Transaction(), block: outer?.block)
        return try current.withValue(scope, operation: body)
    }

    /// Runs `body` for `graph` outside every `withTransaction` block (for actions the graph runs
    /// on its own, such as `onAppear`).
    static func runOutsideTransactions(in graph: ViewGraph, _ body: () -> Void) {
        current.withValue(ActionScope(graph: graph), operation: body)
    }

    /// Runs `body` with `transaction` merged over the one in force. Changes made before the block
    /// and inside it are committed as separate updates, each with its own transaction.
    static func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let outer = current.get()
        outer?.graph?.commitPendingChanges()
        let scope = ActionScope(graph: outer?.graph, transaction: (outer?.transaction ?? Transaction()).merging(transaction),
                                block: TransactionBlock())
        return try current.withValue(scope) {
            defer {
                scope.graph?.commitPendingChanges()
                if let graph = scope.graph { transaction.animationCompletions?.updateFinished(in: graph) }
            }
            return try body()
        }
    }
}

/// Identifies one `withTransaction` block.
@MainActor
final class TransactionBlock: Sendable {}
