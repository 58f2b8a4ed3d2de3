/// State changes waiting for an update: the transaction in force at the first of them, which
/// the update carries down the tree, and the views that changed.
@MainActor
struct PendingChanges {
    /// True at first: the first update builds the graph.
    private(set) var hasChanges = true
    private(set) var transaction = Transaction()
    /// The `withTransaction` block the changes were made in (nil outside any).
    private(set) var block: TransactionBlock?
    /// Views whose bodies another round of the current update evaluates again.
    var followUps: [CompositeRecord] = []
    /// The views whose state changed since the round began (named if rounds never end).
    var changedRecords: [CompositeRecord] = []

    /// A change to `record`'s state, made under `transaction` in `block`.
    mutating func record(_ record: CompositeRecord, transaction: Transaction, block: TransactionBlock?) {
        if !hasChanges {
            self.transaction = transaction
            self.block = block
        }
        hasChanges = true
        record.markDirty()
        if !changedRecords.contains(where: { $0 === record }) { changedRecords.append(record) }
    }

    /// A change that needs layout but no body (a scroll position), made under `transaction` in `block`.
    mutating func recordLayoutChange(transaction: Transaction, block: TransactionBlock?) {
        if !hasChanges {
            self.transaction = transaction
            self.block = block
        }
        hasChanges = true
    }

    /// A round of the update takes the changes so far.
    mutating func startRound() {
        hasChanges = false
        changedRecords.removeAll()
    }

    /// Marks the follow-up views for another round.
    mutating func requestFollowUps() {
        guard !followUps.isEmpty else { return }
        for record in followUps {
            record.markDirty()
            if !changedRecords.contains(where: { $0 === record }) { changedRecords.append(record) }
        }
        followUps.removeAll()
        hasChanges = true
    }
}
