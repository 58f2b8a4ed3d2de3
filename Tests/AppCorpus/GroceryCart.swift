import SwiftUI
import Observation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
    let emoji: String
}

@Observable
final class Cart {
    private(set) var quantities: [Product: Int] = [:]

    var items: [(product: Product, quantity: Int)] {
        quantities
            .map { (product: $0.key, quantity: $0.value) }
            .sorted { $0.product.id < $1.product.id }
    }

    var count: Int { quantities.values.reduce(0, +) }

    var total: Decimal {
        quantities.reduce(0) { $0 + $1.key.price * Decimal($1.value) }
    }

    func add(_ product: Product) {
        quantities[product, default: 0] += 1
    }

    func remove(_ product: Product) {
        guard let quantity = quantities[product] else { return }
        quantities[product] = quantity > 1 ? quantity - 1 : nil
    }
}

let groceryCatalog = [
    Product(id: 1, name: "Avocados", price: 3.49, emoji: "🥑"),
    Product(id: 2, name: "Sourdough", price: 5.99, emoji: "🍞"),
    Product(id: 3, name: "Strawberries", price: 4.25, emoji: "🍓"),
    Product(id: 4, name: "Oat Milk", price: 3.79, emoji: "🥛"),
    Product(id: 5, name: "Coffee Beans", price: 12.5, emoji: "☕️"),
]

struct GroceryCart: View {
    @State private var cart = Cart()

    var body: some View {
        TabView {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "storefront") }
            CartView()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.count)
        }
        .environment(cart)
    }
}

struct CatalogView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        NavigationStack {
            List(groceryCatalog) { product in
                HStack {
                    Text(product.emoji)
                        .font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(product.name)
                            .font(.headline)
                        Text(product.price, format: .currency(code: "USD"))
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        cart.add(product)
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .font(.title2)
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel("Add \(product.name)")
                }
            }
            .navigationTitle("Groceries")
        }
    }
}

struct CartView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        NavigationStack {
            List {
                ForEach(cart.items, id: \.product) { item in
                    HStack {
                        Text("\(item.product.emoji) \(item.product.name)")
                        Spacer()
                        Stepper("\(item.quantity)", onIncrement: {
                            cart.add(item.product)
                        }, onDecrement: {
                            cart.remove(item.product)
                        })
                        .fixedSize()
                    }
                }
                Section {
                    LabeledContent("Total") {
                        Text(cart.total, format: .currency(code: "USD"))
                            .bold()
                    }
                }
            }
            .navigationTitle("Cart")
        }
    }
}

#Preview {
    GroceryCart()
}

#Preview("Filled cart", traits: .script {
    Tap("Add Avocados", at: 0.2)
    Tap("Add Avocados", at: 0.4)
    Tap("Add Coffee Beans", at: 0.6)
    Tap("Cart 3", at: 0.9)
}) {
    GroceryCart()
}
