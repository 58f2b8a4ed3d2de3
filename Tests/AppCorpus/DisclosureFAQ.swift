import SwiftUI

struct DisclosureFAQ: View {
    @State private var isShippingExpanded = true

    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("How long does shipping take?", isExpanded: $isShippingExpanded) {
                Text("Orders arrive in 3–5 business days.")
                    .foregroundStyle(.secondary)
            }
            DisclosureGroup("Can I return an item?") {
                Text("Yes, within 30 days.")
            }
        }
        .padding()
    }
}

#Preview {
    DisclosureFAQ()
}
