/// Hands the transaction seen at one element to another element further down
/// during a commit (parents commit before their children).
@MainActor
final class TransactionCarrier {
    var transaction: Transaction?
}

/// Hands the transaction over through a carrier, changing nothing else: a recorder keeps the
/// transaction reaching it in the carrier; a restorer replaces it with the one the carrier holds
/// (the upstream transaction of a scoped `.animation(_:body:)`).
final class TransactionCarrierElement: Element {
    enum Role { case record, restore }

    private let role: Role
    private let carrier: TransactionCarrier

    init(_ role: Role, carrier: TransactionCarrier, child: Element, id: ViewID) {
        self.role = role
        self.carrier = carrier
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { role == .record ? "TransactionRecorder" : "TransactionRestore" }

    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        switch role {
        case .record:
            carrier.transaction = transaction
            return transaction
        case .restore:
            return carrier.transaction ?? transaction
        }
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
