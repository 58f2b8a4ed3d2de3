import SwiftUI

// A shop's catalog navigated by value: NavigationLink(value:) rows, .navigationDestination(for:)
// for categories and products, a NavigationPath in state so the preview can open a product.

struct ShopCategory: Hashable, Identifiable {
    let name: String
    let symbol: String
    var id: String { name }
}

struct ShopProduct: Hashable, Identifiable {
    let name: String
    let price: Double
    let category: String
    var id: String { name }
}

struct ProductCatalogRoutes: View {
    @State private var path = NavigationPath()

    let categories = [
        ShopCategory(name: "Lighting", symbol: "lamp.desk.fill"),
        ShopCategory(name: "Seating", symbol: "chair.lounge.fill"),
        ShopCategory(name: "Plants", symbol: "leaf.fill"),
    ]
    let products = [
        ShopProduct(name: "Arc Floor Lamp", price: 189, category: "Lighting"),
        ShopProduct(name: "Paper Pendant", price: 64, category: "Lighting"),
        ShopProduct(name: "Lounge Chair", price: 420, category: "Seating"),
        ShopProduct(name: "Monstera", price: 38, category: "Plants"),
    ]

    init(path: NavigationPath = NavigationPath()) {
        _path = State(initialValue: path)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(categories) { category in
                NavigationLink(value: category) {
                    Label(category.name, systemImage: category.symbol)
                }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: ShopCategory.self) { category in
                List(products.filter { $0.category == category.name }) { product in
                    NavigationLink(value: product) {
                        LabeledContent(product.name) {
                            Text(product.price, format: .currency(code: "USD"))
                        }
                    }
                }
                .navigationTitle(category.name)
            }
            .navigationDestination(for: ShopProduct.self) { product in
                VStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(.yellow.opacity(0.3))
                        .frame(height: 260)
                        .overlay(Image(systemName: "lamp.floor.fill").font(.system(size: 100)).foregroundStyle(.orange))
                    Text(product.name).font(.title.bold())
                    Text(product.price, format: .currency(code: "USD"))
                        .font(.title2)
                        .foregroundStyle(.secondary)
                    Button("Add to Cart") { path.removeLast(path.count) }
                        .buttonStyle(.borderedProminent)
                    Spacer()
                }
                .padding()
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

#Preview {
    ProductCatalogRoutes()
}

#Preview("Product") {
    var path = NavigationPath()
    path.append(ShopCategory(name: "Lighting", symbol: "lamp.desk.fill"))
    path.append(ShopProduct(name: "Arc Floor Lamp", price: 189, category: "Lighting"))
    return ProductCatalogRoutes(path: path)
}
