import Flipbook
import Observation

// Article 000, "disabling system component animations with explicit animation":
// in iOS 17 a NavigationStack push or a sheet checks the incoming transaction's
// `disablesAnimations`. Ported as written.

struct NavigationStackDemo: View {
    @State var pathStore = PathStore()
    var body: some View {
        @Bindable var pathStore = pathStore
        NavigationStack(path: $pathStore.path) {
            List {
                Button("Go Link without Animation") {
                    var transaction = Transaction(animation: .none)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        pathStore.path.append(1)
                    }
                }
                Button("Go Link with Animation") {
                    pathStore.path.append(1)
                }
            }
            .navigationDestination(for: Int.self) {
                ChildView(store: pathStore, n: $0)
            }
        }
    }
}

@Observable
class PathStore {
    var path: [Int] = []
}

struct ChildView: View {
    let store: PathStore
    let n: Int
    @Environment(\.dismiss) var dismiss
    var body: some View {
        List {
            Text("\(n)")
            Button("Dismiss without Animation") {
                var transaction = Transaction(animation: .none)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    store.path = []
                }
            }
            Button("Dismiss with Animation") {
                dismiss()
            }
        }
    }
}

struct SheetDemo: View {
    @State private var isActive = false
    var body: some View {
        List {
            Button("Pop Sheet without Animation") {
                var transaction = Transaction(animation: .none)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    isActive.toggle()
                }
            }
            Button("Pop Sheet with Animation") {
                isActive.toggle()
            }
        }
        .sheet(isPresented: $isActive) {
            VStack {
                Button("Dismiss without Animation") {
                    var transaction = Transaction(animation: .none)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        isActive.toggle()
                    }
                }
                Button("Dismiss with Animation") {
                    isActive.toggle()
                }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

extension FlipbookScene {
    static let systemComponentDemos: [FlipbookScene] = [
        FlipbookScene("navigation-stack-demo", size: CGSize(width: 390, height: 420), duration: 3.5,
                      summary: "Article 000: a push and pop with and without animation (disablesAnimations)") {
            Tap("Go Link without Animation", at: 0.3)
            Tap("Dismiss with Animation", at: 1)
            Tap("Go Link with Animation", at: 2)
            Tap("Dismiss without Animation", at: 3)
        } content: {
            NavigationStackDemo()
        }.goldenTimes([0, 0.3, 1.1, 1.25, 2.1, 2.25, 2.9, 3.0]),
        FlipbookScene("sheet-demo", size: CGSize(width: 390, height: 420), duration: 3.5,
                      summary: "Article 000: a sheet shown and dismissed with and without animation") {
            Tap("Pop Sheet without Animation", at: 0.3)
            Tap("Dismiss with Animation", at: 1)
            Tap("Pop Sheet with Animation", at: 2)
            Tap("Dismiss without Animation", at: 3)
        } content: {
            SheetDemo()
        }.goldenTimes([0, 0.3, 1.1, 1.25, 2.1, 2.25, 2.9, 3.0]),
    ]
}

// NavigationLink and titles: a list of links in a stack that keeps its own path.

struct GroceryDemo: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fruit", value: "fruit")
                NavigationLink("Vegetables", value: "vegetables")
                NavigationLink("About") {
                    Text("Pushed by a link with its own destination")
                        .navigationTitle("About")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            .navigationTitle("Groceries")
            .navigationDestination(for: String.self) { aisle in
                GroceryAisle(aisle: aisle)
            }
        }
    }
}

struct GroceryAisle: View {
    let aisle: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List {
            Text(aisle == "fruit" ? "Apples" : "Carrots")
            Text(aisle == "fruit" ? "Pears" : "Leeks")
            Button("Done") { dismiss() }
        }
        .navigationTitle(aisle.capitalized)
    }
}

extension FlipbookScene {
    static let navigationLinkDemos: [FlipbookScene] = [
        FlipbookScene("navigation-links", size: CGSize(width: 390, height: 420), duration: 3.4,
                      summary: "NavigationLink rows, large and inline titles, Back and dismiss") {
            Tap("Fruit", at: 0.2)
            Tap("Done", at: 1)
            Tap("About", at: 1.8)
            Tap("Back", at: 2.6)
        } content: {
            GroceryDemo()
        }.goldenTimes([0, 0.35, 0.8, 1.15, 1.95, 2.5, 2.75, 3.35]),
    ]
}
