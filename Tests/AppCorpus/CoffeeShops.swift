import SwiftUI

struct CoffeeShop: Identifiable {
    let id = UUID()
    let name: String
    let neighborhood: String
    let address: String
    let rating: Double
    let website: URL
    let phone: String
    var opensAt: Int
    var closesAt: Int

    var mapsURL: URL {
        var components = URLComponents(string: "https://maps.apple.com/")!
        components.queryItems = [URLQueryItem(name: "q", value: "\(name), \(address)")]
        return components.url!
    }
}

extension CoffeeShop {
    static let portland: [CoffeeShop] = [
        CoffeeShop(name: "Heart Coffee", neighborhood: "Buckman", address: "2211 E Burnside St",
                   rating: 4.6, website: URL(string: "https://www.heartroasters.com")!, phone: "+15039541033",
                   opensAt: 7, closesAt: 17),
        CoffeeShop(name: "Coava", neighborhood: "Central Eastside", address: "1300 SE Grand Ave",
                   rating: 4.7, website: URL(string: "https://coavacoffee.com")!, phone: "+15038948134",
                   opensAt: 6, closesAt: 18),
        CoffeeShop(name: "Push x Pull", neighborhood: "Alberta", address: "5211 NE 42nd Ave",
                   rating: 4.8, website: URL(string: "https://pushxpullcoffee.com")!, phone: "+15039569955",
                   opensAt: 8, closesAt: 15),
    ]
}

struct StarRating: View {
    let rating: Double

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5) { index in
                Image(systemName: Double(index) + 0.5 <= rating ? "star.fill" : (Double(index) < rating ? "star.leadinghalf.filled" : "star"))
            }
            Text(rating, format: .number.precision(.fractionLength(1)))
                .padding(.leading, 4)
        }
        .font(.caption)
        .foregroundStyle(.orange)
    }
}

struct CoffeeShopRow: View {
    let shop: CoffeeShop
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(shop.name)
                    .font(.headline)
                Spacer()
                Text("\(shop.opensAt) AM – \(shop.closesAt - 12) PM")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text("\(shop.neighborhood) · \(shop.address)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            StarRating(rating: shop.rating)
            HStack(spacing: 16) {
                Link(destination: shop.mapsURL) {
                    Label("Directions", systemImage: "arrow.triangle.turn.up.right.diamond.fill")
                }
                Link("Website", destination: shop.website)
                Spacer()
                Button {
                    if let url = URL(string: "tel:\(shop.phone)") {
                        openURL(url)
                    }
                } label: {
                    Image(systemName: "phone.fill")
                }
            }
            .font(.subheadline)
            .buttonStyle(.borderless)
        }
        .padding(.vertical, 4)
        .contextMenu {
            Button("Copy Address", systemImage: "doc.on.doc") {}
            ShareLink(item: shop.website) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
    }
}

struct CoffeeShopsView: View {
    @State private var shops = CoffeeShop.portland
    @State private var sortByRating = false

    var body: some View {
        NavigationStack {
            List(sortByRating ? shops.sorted { $0.rating > $1.rating } : shops) { shop in
                CoffeeShopRow(shop: shop)
            }
            .listStyle(.plain)
            .navigationTitle("Coffee in Portland")
            .toolbar {
                Toggle(isOn: $sortByRating) {
                    Label("Sort by rating", systemImage: "star")
                }
                .toggleStyle(.button)
            }
        }
        .environment(\.openURL, OpenURLAction { url in
            print("Opening \(url)")
            return .systemAction
        })
    }
}

#Preview {
    CoffeeShopsView()
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    CoffeeShopRow(shop: CoffeeShop.portland[2])
        .padding()
}
