import SwiftUI

// An order history list that opens a receipt with .sheet(item:): the selected order is the sheet's
// identity, the receipt reads @Environment(\.dismiss) for its Done button and uses medium and
// large detents.

struct PastOrder: Identifiable {
    let id: Int
    let store: String
    let items: [String]
    let total: Double
    let symbol: String
}

struct OrderReceipt: View {
    let order: PastOrder
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section("Items") {
                    ForEach(order.items, id: \.self) { Text($0) }
                }
                Section {
                    LabeledContent("Total") {
                        Text(order.total, format: .currency(code: "USD")).bold()
                    }
                }
            }
            .navigationTitle("Order #\(order.id)")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct OrderHistorySheet: View {
    @State private var selected: PastOrder?

    let orders = [
        PastOrder(id: 1042, store: "Green Grocer", items: ["Avocados", "Sourdough", "Oat milk"], total: 18.40, symbol: "leaf.fill"),
        PastOrder(id: 1039, store: "Noodle Bar", items: ["Ramen", "Gyoza"], total: 24.90, symbol: "takeoutbag.and.cup.and.straw.fill"),
        PastOrder(id: 1031, store: "Corner Pharmacy", items: ["Vitamin D", "Sunscreen"], total: 31.15, symbol: "cross.case.fill"),
    ]

    init(selected: PastOrder? = nil) {
        _selected = State(initialValue: selected)
    }

    var body: some View {
        NavigationStack {
            List(orders) { order in
                Button {
                    selected = order
                } label: {
                    HStack {
                        Image(systemName: order.symbol)
                            .foregroundStyle(.green)
                            .frame(width: 32)
                        VStack(alignment: .leading) {
                            Text(order.store).foregroundStyle(.primary)
                            Text("\(order.items.count) items").font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(order.total, format: .currency(code: "USD"))
                            .foregroundStyle(.primary)
                    }
                }
            }
            .navigationTitle("Orders")
            .sheet(item: $selected) { order in
                OrderReceipt(order: order)
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

#Preview {
    OrderHistorySheet()
}

#Preview("Receipt open") {
    OrderHistorySheet(selected: PastOrder(id: 1042, store: "Green Grocer", items: ["Avocados", "Sourdough", "Oat milk"], total: 18.40, symbol: "leaf.fill"))
}
