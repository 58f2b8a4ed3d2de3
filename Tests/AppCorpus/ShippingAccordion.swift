import SwiftUI

struct CardDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(.snappy) {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack {
                    configuration.label
                        .font(.headline)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(configuration.isExpanded ? 180 : 0))
                        .foregroundStyle(.secondary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .padding()

            if configuration.isExpanded {
                configuration.content
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .padding([.horizontal, .bottom])
                    .transition(.opacity)
            }
        }
        .background(.background, in: RoundedRectangle(cornerRadius: 14))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

struct ShippingAccordion: View {
    @State private var expanded: Set<String> = ["Delivery times"]

    private let answers = [
        ("Delivery times", "Orders ship within one business day. Standard delivery takes 3–5 days; express arrives the next day."),
        ("Returns", "Send anything back within 30 days for a full refund. Return labels are free."),
        ("International", "We ship to 42 countries. Duties are calculated at checkout."),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(answers, id: \.0) { question, answer in
                    DisclosureGroup(isExpanded: binding(for: question)) {
                        Text(answer)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    } label: {
                        Text(question)
                    }
                }
            }
            .disclosureGroupStyle(CardDisclosureStyle())
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }

    private func binding(for question: String) -> Binding<Bool> {
        Binding {
            expanded.contains(question)
        } set: { isExpanded in
            if isExpanded {
                expanded.insert(question)
            } else {
                expanded.remove(question)
            }
        }
    }
}

#Preview("Shipping FAQ") {
    ShippingAccordion()
}

#Preview("Returns open", traits: .script { Tap("Returns", at: 0.2) }) {
    ShippingAccordion()
}
