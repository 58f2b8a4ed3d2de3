import SwiftUI

struct Pastry: Identifiable, Hashable {
    let id: String
    let name: String
    let price: Decimal
    let symbol: String
    let color: Color
}

extension Pastry {
    static let menu: [Pastry] = [
        Pastry(id: "croissant", name: "Butter Croissant", price: 3.75, symbol: "moon.fill", color: .orange),
        Pastry(id: "bun", name: "Cardamom Bun", price: 4.25, symbol: "hurricane", color: .brown),
        Pastry(id: "tart", name: "Lemon Tart", price: 5.50, symbol: "circle.hexagongrid.fill", color: .yellow),
        Pastry(id: "loaf", name: "Country Loaf", price: 9.00, symbol: "capsule.fill", color: .brown),
        Pastry(id: "cookie", name: "Chocolate Chip Cookie", price: 2.95, symbol: "circle.dotted", color: .pink),
    ]
}

@Observable
final class BakeryCartModel {
    private(set) var quantities: [Pastry: Int] = [:]

    var itemCount: Int { quantities.values.reduce(0, +) }

    var subtotal: Decimal {
        quantities.reduce(0) { $0 + $1.key.price * Decimal($1.value) }
    }

    var lines: [(pastry: Pastry, quantity: Int)] {
        quantities
            .filter { $0.value > 0 }
            .sorted { $0.key.name < $1.key.name }
            .map { ($0.key, $0.value) }
    }

    func add(_ pastry: Pastry) {
        quantities[pastry, default: 0] += 1
    }

    func remove(_ pastry: Pastry) {
        guard let quantity = quantities[pastry] else { return }
        quantities[pastry] = quantity > 1 ? quantity - 1 : nil
    }
}

struct BakeryMenuView: View {
    @Environment(BakeryCartModel.self) private var cart

    var body: some View {
        NavigationStack {
            List(Pastry.menu) { pastry in
                HStack {
                    Image(systemName: pastry.symbol)
                        .font(.title2)
                        .foregroundStyle(pastry.color)
                        .frame(width: 44, height: 44)
                        .background(pastry.color.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
                    VStack(alignment: .leading) {
                        Text(pastry.name)
                        Text(pastry.price, format: .currency(code: "USD"))
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        cart.add(pastry)
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .font(.title2)
                    }
                    .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Menu")
        }
    }
}

struct BakeryCartView: View {
    @Environment(BakeryCartModel.self) private var cart

    var body: some View {
        NavigationStack {
            Group {
                if cart.itemCount == 0 {
                    ContentUnavailableView("Your Bag Is Empty", systemImage: "bag",
                                           description: Text("Add something delicious from the menu."))
                } else {
                    List {
                        ForEach(cart.lines, id: \.pastry) { line in
                            HStack {
                                Text(line.pastry.name)
                                Spacer()
                                Stepper("\(line.quantity)", onIncrement: { cart.add(line.pastry) },
                                        onDecrement: { cart.remove(line.pastry) })
                                    .fixedSize()
                            }
                        }
                        Section {
                            LabeledContent("Subtotal") {
                                Text(cart.subtotal, format: .currency(code: "USD"))
                                    .bold()
                            }
                        }
                        Button("Check Out") {}
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            .navigationTitle("Bag")
        }
    }
}

struct BakeryApp: View {
    @State private var cart = BakeryCartModel()

    var body: some View {
        TabView {
            Tab("Menu", systemImage: "list.bullet") {
                BakeryMenuView()
            }
            Tab("Bag", systemImage: "bag") {
                BakeryCartView()
            }
            .badge(cart.itemCount)
        }
        .environment(cart)
    }
}

#Preview {
    BakeryApp()
}

#Preview("Bag with items") {
    @Previewable @State var cart: BakeryCartModel = {
        let cart = BakeryCartModel()
        cart.add(Pastry.menu[0])
        cart.add(Pastry.menu[0])
        cart.add(Pastry.menu[2])
        return cart
    }()
    BakeryCartView()
        .environment(cart)
}
