import SwiftUI
import Observation

@Observable
final class CartModel {
    var items: [String] = ["Tea", "Scones"]
    var total: Double { Double(items.count) * 3.5 }

    func add(_ item: String) { items.append(item) }
}

struct CartTotalView: View {
    @State private var cart = CartModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(cart.items, id: \.self) { item in
                Text(item)
            }
            Divider()
            Text("Total: \(cart.total, specifier: "%.2f")")
                .font(.headline)
            Button("Add jam") { cart.add("Jam") }
        }
        .padding()
    }
}

#Preview {
    CartTotalView()
}
