import SwiftUI

struct ShoppingCartRow: View {
    let name: String
    let price: Double
    @State private var quantity = 1

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                Text(price, format: .currency(code: "USD"))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Stepper("\(quantity)", value: $quantity, in: 1...10)
                .fixedSize()
        }
        .padding()
    }
}

#Preview {
    ShoppingCartRow(name: "Coffee beans", price: 14.5)
}
