import Flipbook

struct MaxHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct Plan: Identifiable {
    let id = UUID()
    let name: String
    let price: String
    let features: [String]
    var highlighted = false
}

struct EqualHeightPlans: View {
    let plans: [Plan]
    @State private var cardHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Choose a plan")
                .font(.largeTitle.bold())
            HStack(alignment: .top, spacing: 12) {
                ForEach(plans) { plan in
                    planCard(plan)
                        .background {
                            GeometryReader { proxy in
                                Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.height)
                            }
                        }
                        .frame(height: cardHeight > 0 ? cardHeight : nil, alignment: .top)
                        .background(plan.highlighted ? Color.accentColor.opacity(0.1) : Color(.secondarySystemBackground),
                                    in: RoundedRectangle(cornerRadius: 16))
                        .overlay {
                            if plan.highlighted {
                                RoundedRectangle(cornerRadius: 16)
                                    .strokeBorder(Color.accentColor, lineWidth: 2)
                            }
                        }
                }
            }
            .onPreferenceChange(MaxHeightKey.self) { height in
                MainActor.assumeIsolated { cardHeight = height }
            }
        }
        .padding()
    }

    private func planCard(_ plan: Plan) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(plan.name)
                .font(.headline)
            Text(plan.price)
                .font(.title2.bold())
            ForEach(plan.features, id: \.self) { feature in
                Label(feature, systemImage: "checkmark")
                    .font(.caption)
                    .labelStyle(.titleAndIcon)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Plans") {
    EqualHeightPlans(plans: [
        Plan(name: "Basic", price: "$0", features: ["1 project", "Community support"]),
        Plan(name: "Pro", price: "$9", features: ["Unlimited projects", "Priority support", "Version history"],
             highlighted: true),
        Plan(name: "Team", price: "$29", features: ["Everything in Pro", "Shared workspaces", "Admin roles",
                                                    "SSO"]),
    ])
}
