import Flipbook

struct PriceTagView: View {
    let oldPrice = 129.0
    let price = 99.99
    let discount = 0.22

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("AirPods Case")
                .font(.headline)
            HStack(alignment: .firstTextBaseline) {
                Text(price, format: .currency(code: "USD"))
                    .font(.title.bold())
                Text(oldPrice, format: .currency(code: "USD"))
                    .strikethrough()
                    .foregroundColor(.secondary)
                Text(discount, format: .percent)
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color.red)
                    .clipShape(Capsule())
            }
            Text("Free delivery \(Image(systemName: "shippingbox.fill"))")
                .font(.footnote)
                .foregroundColor(.green)
        }
        .padding()
    }
}
