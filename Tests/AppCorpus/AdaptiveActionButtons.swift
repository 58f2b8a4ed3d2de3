import SwiftUI

// A product page footer whose buttons sit side by side when they fit and stack when the text is
// large, chosen by ViewThatFits; the price line likewise drops its long form when space is short.

struct AdaptiveActionButtons: View {
    var productName = "Noise Cancelling Headphones"
    var price = 349.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(.indigo.gradient)
                .frame(height: 220)
                .overlay {
                    Image(systemName: "headphones")
                        .font(.system(size: 90))
                        .foregroundStyle(.white)
                }

            Text(productName)
                .font(.title2.bold())

            ViewThatFits(in: .horizontal) {
                Text("\(price, format: .currency(code: "USD")) or \(price / 12, format: .currency(code: "USD"))/mo. for 12 mo.")
                Text(price, format: .currency(code: "USD"))
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)

            Spacer()

            ViewThatFits {
                HStack(spacing: 12) {
                    buttons
                }
                VStack(spacing: 12) {
                    buttons
                }
            }
        }
        .padding()
    }

    @ViewBuilder private var buttons: some View {
        Button {
        } label: {
            Label("Add to Bag", systemImage: "bag")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)

        Button {
        } label: {
            Label("Save for Later", systemImage: "heart")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
    }
}

#Preview {
    AdaptiveActionButtons()
}

#Preview("Accessibility size") {
    AdaptiveActionButtons()
        .dynamicTypeSize(.accessibility2)
}
