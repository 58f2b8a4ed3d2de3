import SwiftUI

struct PlanComparison: View {
    @Namespace private var animation
    @State private var selectedPlan = "Monthly"
    let plans = ["Monthly", "Yearly", "Lifetime"]

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 0) {
                ForEach(plans, id: \.self) { plan in
                    Text(plan)
                        .font(.subheadline.weight(.medium))
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selectedPlan == plan {
                                Capsule()
                                    .fill(.background)
                                    .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
                                    .matchedGeometryEffect(id: "pill", in: animation)
                            }
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                                selectedPlan = plan
                            }
                        }
                }
            }
            .padding(4)
            .background(Color(.systemGray6), in: Capsule())

            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
                GridRow {
                    Text("Feature").font(.headline)
                    Text("Free").font(.headline)
                    Text("Pro").font(.headline)
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Projects")
                    Text("3")
                    Text("Unlimited")
                }
                GridRow {
                    Text("Export")
                    Image(systemName: "xmark").foregroundStyle(.red)
                    Image(systemName: "checkmark").foregroundStyle(.green)
                }
            }

            ViewThatFits {
                HStack {
                    Text("Subscribe for \(selectedPlan.lowercased()) access")
                    Button("Subscribe") { }
                }
                VStack {
                    Text("Subscribe")
                    Button("Go") { }
                }
            }

            Text("By subscribing you agree to the **Terms** and *Privacy Policy*. [Learn more](https://example.com)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)

            Link("Restore purchases", destination: URL(string: "https://example.com/restore")!)
                .font(.footnote)
            ShareLink(item: URL(string: "https://example.com")!) {
                Label("Tell a friend", systemImage: "square.and.arrow.up")
            }
        }
        .padding()
    }
}

#Preview {
    PlanComparison()
}
