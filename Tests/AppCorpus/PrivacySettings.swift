import SwiftUI

struct PrivacySettings: View {
    @State private var shareAnalytics = false
    @State private var showsAdvanced = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Share Analytics", isOn: $shareAnalytics)
                } footer: {
                    Text("Help improve the app by sharing anonymous usage data.")
                }
                Section {
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        LabeledContent("Device ID", value: "A1B2-C3D4")
                        LabeledContent("Last Sync") {
                            Text("Today")
                        }
                    }
                }
                Section {
                    Button("Delete All Data") {}
                }
                .listRowBackground(Color(.secondarySystemGroupedBackground))
            }
            .scrollContentBackground(.hidden)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Privacy")
        }
    }
}

#Preview {
    PrivacySettings()
}
