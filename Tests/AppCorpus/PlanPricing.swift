import SwiftUI

struct PricingPlan: Identifiable {
    let id = UUID()
    let name: String
    let monthly: Int
    let cents: Int
    let perks: [String]
    var isPopular = false
}

struct PriceLabel: View {
    let dollars: Int
    let cents: Int

    var body: some View {
        Text("$").textScale(.secondary)
            + Text("\(dollars)")
            + Text(".\(String(format: "%02d", cents))").textScale(.secondary)
            + Text(" /mo").font(.subheadline).foregroundStyle(.secondary)
    }
}

struct PlanCard: View {
    let plan: PricingPlan

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(plan.name)
                    .font(.title3.weight(.semibold))
                    .fontWidth(.expanded)
                Spacer()
                if plan.isPopular {
                    Text("Popular")
                        .font(.caption.bold())
                        .italic()
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.orange, in: Capsule())
                        .foregroundStyle(.white)
                }
            }
            PriceLabel(dollars: plan.monthly, cents: plan.cents)
                .font(.system(size: 34, weight: .bold))
                .fontDesign(.rounded)
            ForEach(plan.perks, id: \.self) { perk in
                Label(perk, systemImage: "checkmark")
                    .font(.subheadline)
                    .symbolVariant(.circle.fill)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
    }
}

struct PlanPricingView: View {
    let plans = [
        PricingPlan(name: "Basic", monthly: 4, cents: 99, perks: ["1 device", "HD streaming"]),
        PricingPlan(name: "Family", monthly: 12, cents: 49, perks: ["6 devices", "4K streaming", "Offline downloads"], isPopular: true),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Choose a plan")
                    .font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
                ForEach(plans) { plan in
                    PlanCard(plan: plan)
                }
                Text("Prices in US dollars. ") + Text("Cancel anytime.").bold()
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    PlanPricingView()
}

#Preview("Price", traits: .sizeThatFitsLayout) {
    PriceLabel(dollars: 9, cents: 99)
        .font(.largeTitle)
        .padding()
}
