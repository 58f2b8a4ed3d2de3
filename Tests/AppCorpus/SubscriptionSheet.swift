import SwiftUI

struct SubscriptionSheet: View {
    @State private var showingPlans = false
    @State private var showingCancelAlert = false
    @State private var plan = "Monthly"

    var body: some View {
        NavigationSplitView {
            VStack(spacing: 20) {
                Text("Current plan: \(plan)")
                    .font(.title3)
                Button("Change Plan") {
                    showingPlans = true
                }
                .buttonStyle(.borderedProminent)
                Button("Cancel Subscription", role: .destructive) {
                    showingCancelAlert = true
                }
            }
            .navigationTitle("Account")
        } detail: {
            Text("Select an item")
        }
        .sheet(isPresented: $showingPlans) {
            PlanPicker(plan: $plan)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .alert("Cancel subscription?", isPresented: $showingCancelAlert) {
            Button("Keep Subscription", role: .cancel) {}
            Button("Cancel Subscription", role: .destructive) {
                plan = "None"
            }
        } message: {
            Text("You will lose access at the end of the billing period.")
        }
    }
}

struct PlanPicker: View {
    @Binding var plan: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Choose a Plan")
                .font(.headline)
            ForEach(["Monthly", "Yearly"], id: \.self) { option in
                Button(option) {
                    plan = option
                    dismiss()
                }
            }
        }
        .padding()
    }
}

#Preview {
    SubscriptionSheet()
}
