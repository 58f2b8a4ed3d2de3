import Testing
@testable import Flipbook

private struct FromButtonKey: TransactionKey { static let defaultValue = false }

extension Transaction {
    fileprivate var fromButton: Bool {
        get { self[FromButtonKey.self] }
        set { self[FromButtonKey.self] = newValue }
    }
}

/// The offset animates only for changes whose transaction says they come from the button.
private struct KeyedDemo: View {
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                .transaction { if $0.fromButton { $0.animation = .linear } }
            Button("Tap") { withTransaction(\.fromButton, true) { moved.toggle() } }
            Button("Plain") { moved.toggle() }
        }
    }
}

@MainActor
@Suite struct TransactionKeyTests {
    @Test func customKeysHaveDefaultsAndCarryValues() {
        var transaction = Transaction()
        #expect(transaction.fromButton == false)
        transaction.fromButton = true
        #expect(transaction[FromButtonKey.self])
        #expect(transaction.animation == nil)
    }

    @Test func aKeyPathTransactionReachesTransactionModifiers() throws {
        let graph = makeGraph(KeyedDemo())
        let start = graph.displayList(at: 0).rect(ofShape: 0).minX
        try graph.tap("Tap", at: 0)
        #expect(graph.displayList(at: 0.175).rect(ofShape: 0).minX == start + 50)
        try graph.tap("Plain", at: 1)
        #expect(graph.displayList(at: 1.1).rect(ofShape: 0).minX == start)
    }

    @Test func withTransactionMergesOverTheEnclosingOne() throws {
        var seen: Transaction?
        let graph = makeGraph(Color.red)
        graph.perform(at: 0) {
            withAnimation(.linear) {
                withTransaction(\.fromButton, true) { seen = ActionScope.current.get()?.transaction }
            }
        }
        #expect(seen?.fromButton == true)
        #expect(seen?.animation == .linear)
    }
}
