import SwiftUI

struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var plan = Plan.free
    @State private var acceptsTerms = false
    @State private var isSubmitting = false

    enum Plan: String, CaseIterable, Identifiable {
        case free = "Free"
        case pro = "Pro"
        case team = "Team"
        var id: String { rawValue }
    }

    var body: some View {
        VStack(spacing: 14) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Picker("Plan", selection: $plan) {
                ForEach(Plan.allCases) { plan in
                    Text(plan.rawValue).tag(plan)
                }
            }
            .pickerStyle(.menu)
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Link("Read the terms", destination: URL(string: "https://example.com/terms")!)
            if isSubmitting {
                ProgressView("Creating account…")
            } else {
                Button("Create account") {
                    isSubmitting = acceptsTerms && !email.isEmpty
                }
            }
        }
        .padding(24)
    }
}

#Preview {
    SignUpView()
}
