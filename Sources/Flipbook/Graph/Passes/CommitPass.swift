/// Commit, top-down: carries the update's transaction; transaction modifiers change it for their
/// subtree, and every changed value starts or retargets an animator with the transaction that
/// reaches it. The transaction is dispatched first down the branches built from re-evaluated
/// bodies, then everywhere (SwiftUI's order, which article 000's printed traces show). Each
/// element's drawing cache starts anew, knowing whether anything in it may animate.
@MainActor
struct CommitPass {
    let update: UpdateContext

    func run(_ roots: [Element], _ transaction: Transaction) {
        for root in roots { dispatchToFreshBranches(root, transaction) }
        for root in roots { commit(root, transaction) }
    }

    /// Computes the transactions of the branches built from re-evaluated bodies, so that their
    /// `.transaction` closures run before those of branches that only moved.
    private func dispatchToFreshBranches(_ element: Element, _ transaction: Transaction) {
        guard element.containsFresh else { return }
        let inner = element.transactionForChildren(transaction, update)
        for child in element.children { dispatchToFreshBranches(child, inner) }
    }

    private func commit(_ element: Element, _ transaction: Transaction) {
        let inner = element.transactionForChildren(transaction, update)
        element.commitOwn(transaction, update)
        // Animations start only in commits, so this holds until the next one.
        var mayAnimate = element.isAnimatingItself ?? true
        for child in element.children {
            commit(child, inner)
            if child.drawCache.mayAnimate { mayAnimate = true }
        }
        element.drawCache = DrawCache(mayAnimate: mayAnimate)
    }
}
