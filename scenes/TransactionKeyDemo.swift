import Flipbook
import Observation

// Article 000's TransactionKey demo: the button that causes a change says so in
// the transaction, and the rectangle picks its animation from that. Ported
// as written, except `defaultValue` is a `static let`: Swift 6 rejects a
// mutable global (SwiftUI ports need the same change).

enum TapSource {
    case root
    case welcome
    case other

    var animation: Animation? {
        switch self {
        case .root:
            Animation.smooth(duration: 3)
        case .welcome:
            nil
        case .other:
            Animation.linear
        }
    }
}

struct SourceKey: TransactionKey {
    static let defaultValue: TapSource = .root
}

extension Transaction {
    var source: TapSource {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

@Observable @MainActor
final class Store {
    var isActive = false
}

struct KeyDemo: View {
    @State private var store = Store()
    var body: some View {
        VStack {
            Rectangle()
                .fill(store.isActive ? .orange : .cyan)
                .frame(width: 300, height: 300)
                .transaction {
                    $0.animation = $0[SourceKey.self].animation
                }

            RootView(store: store)
            WelcomeView(store: store)
        }
    }
}

struct RootView: View {
    let store: Store
    var body: some View {
        Button("From Root") {
            withTransaction(\.source, .root) {
                store.isActive.toggle()
            }
        }
    }
}

struct WelcomeView: View {
    let store: Store
    var body: some View {
        Button("From Welcome") {
            withTransaction(\.source, .welcome) {
                store.isActive.toggle()
            }
        }
    }
}

extension FlipbookScene {
    static let transactionKeyDemos: [FlipbookScene] = [
        FlipbookScene("key-demo", size: CGSize(width: 500, height: 420), duration: 4.5,
                      summary: "Article 000: a TransactionKey says which button changed the state") {
            Tap("From Root", at: 0.25)
            Tap("From Welcome", at: 3.5)
        } content: {
            KeyDemo()
        }.goldenTimes([0, 1, 2, 3.4, 3.5, 4.4]),
    ]
}
