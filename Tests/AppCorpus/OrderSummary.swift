import SwiftUI

struct OrderItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
}

struct OrderSummary: View {
    let items: [OrderItem]

    private var total: Double { items.reduce(0) { $0 + $1.price } }

    var body: some View {
        List {
            Section("Items") {
                ForEach(items) { item in
                    LabeledContent(item.name, value: item.price, format: .currency(code: "USD"))
                }
            }
            Section {
                LabeledContent("Total") {
                    Text(total, format: .currency(code: "USD"))
                        .bold()
                }
            } footer: {
                Text("Taxes are calculated at checkout.")
            }
        }
        .listStyle(.insetGrouped)
    }
}

#Preview {
    OrderSummary(items: [
        OrderItem(name: "Espresso", price: 3.5),
        OrderItem(name: "Croissant", price: 2.75),
    ])
}
