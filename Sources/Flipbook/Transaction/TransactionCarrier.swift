/// Hands the transaction seen at one element to another element further down
/// during a commit (parents commit before their children).
@MainActor
final class TransactionCarrier {
    var transaction: Transaction?
}

/// Records the transaction reaching it into a carrier, changing nothing.
final class TransactionRecorderElement: Element {
    private let carrier: TransactionCarrier

    init(carrier: TransactionCarrier, child: Element, id: ViewID) {
        self.carrier = carrier
        super.init(.modifier, id: id, children: [child])
    }

    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        carrier.transaction = transaction
        return transaction
    }
}

/// Replaces the transaction with the one a carrier holds (the upstream
/// transaction of a scoped `.animation(_:body:)`).
final class TransactionRestoreElement: Element {
    private let carrier: TransactionCarrier

    init(carrier: TransactionCarrier, child: Element, id: ViewID) {
        self.carrier = carrier
        super.init(.modifier, id: id, children: [child])
    }

    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        carrier.transaction ?? transaction
    }
}

extension ResolveContext {
    /// Wraps each element in an element made by `make`, giving a lone element the modifier's identity.
    /// A removed branch still playing its removal is wrapped too (the modifier
    /// still applies to it), and the wrapper stays out of layout with it.
    func wrapEach(_ elements: [Element], _ make: (Element, ViewID) -> Element) -> [Element] {
        if elements.count == 1 { return [make(elements[0], id)] }
        return elements.map { make($0, $0.id.appending(.wrapper)) }
    }
}
