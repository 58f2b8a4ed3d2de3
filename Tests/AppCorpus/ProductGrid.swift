import SwiftUI

struct ShopItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    let rating: Double
    let color: Color
    let symbol: String
}

struct ProductGrid: View {
    let items = [
        ShopItem(name: "Trail Runner", price: 129, rating: 4.6, color: .orange, symbol: "shoe.fill"),
        ShopItem(name: "Canvas Tote", price: 34, rating: 4.2, color: .brown, symbol: "bag.fill"),
        ShopItem(name: "Wool Beanie", price: 28, rating: 4.8, color: .indigo, symbol: "snowflake"),
        ShopItem(name: "Smart Watch", price: 249, rating: 4.4, color: .gray, symbol: "applewatch"),
        ShopItem(name: "Headphones", price: 199, rating: 4.7, color: .black, symbol: "headphones"),
        ShopItem(name: "Sunglasses", price: 89, rating: 3.9, color: .teal, symbol: "sunglasses.fill"),
        ShopItem(name: "Water Bottle", price: 24, rating: 4.5, color: .blue, symbol: "waterbottle.fill"),
        ShopItem(name: "Backpack", price: 110, rating: 4.3, color: .green, symbol: "backpack.fill"),
    ]
    @State private var favorites: Set<UUID> = []

    let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(items) { item in
                        VStack(alignment: .leading, spacing: 8) {
                            ZStack(alignment: .topTrailing) {
                                RoundedRectangle(cornerRadius: 16)
                                    .fill(item.color.opacity(0.15))
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay {
                                        Image(systemName: item.symbol)
                                            .font(.system(size: 48))
                                            .foregroundStyle(item.color)
                                    }
                                Button {
                                    if favorites.contains(item.id) {
                                        favorites.remove(item.id)
                                    } else {
                                        favorites.insert(item.id)
                                    }
                                } label: {
                                    Image(systemName: favorites.contains(item.id) ? "heart.fill" : "heart")
                                        .foregroundStyle(favorites.contains(item.id) ? .red : .secondary)
                                        .padding(8)
                                        .background(.regularMaterial, in: Circle())
                                }
                                .padding(8)
                                .accessibilityLabel("Favorite \(item.name)")
                            }
                            Text(item.name)
                                .font(.subheadline.weight(.semibold))
                                .lineLimit(1)
                            HStack {
                                Text(item.price, format: .currency(code: "USD"))
                                    .font(.subheadline)
                                Spacer()
                                Label(item.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                                    .font(.caption)
                                    .foregroundStyle(.orange)
                                    .labelStyle(.titleAndIcon)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview {
    ProductGrid()
}

struct ProductGrid_Previews: PreviewProvider {
    static var previews: some View {
        ProductGrid()
            .previewDevice(PreviewDevice(rawValue: "iPad Pro 13-inch (M4)"))
            .previewDisplayName("iPad")
    }
}
