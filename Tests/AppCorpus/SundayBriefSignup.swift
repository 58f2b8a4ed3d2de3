import SwiftUI

// A newsletter sign-up card whose fine print links to the terms with Markdown in a string
// literal (`[Terms](https://…)`), a rounded headline that tightens before it truncates, an
// email field with content type and no autocorrection, and a prominent button that shows a
// spinner while it submits.

struct SundayBriefSignup: View {
    @State private var email = ""
    @State private var weekly = true
    @State private var isSubmitting = false
    @State private var isValid = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Image(systemName: "envelope.open.fill")
                .font(.largeTitle)
                .foregroundStyle(.indigo)
            Text("Get the Sunday Brief in your inbox")
                .font(.title2.bold())
                .fontDesign(.rounded)
                .lineLimit(1)
                .allowsTightening(true)
                .minimumScaleFactor(0.8)
            Text("Five stories worth your time, every Sunday morning. No spam, unsubscribe any time.")
                .foregroundStyle(.secondary)
            TextField("you@example.com", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .padding(12)
                .background(.quaternary, in: .rect(cornerRadius: 10))
            Toggle("Also send me the weekday digest", isOn: $weekly)
                .font(.subheadline)
            Button {
                isSubmitting = true
            } label: {
                HStack {
                    if isSubmitting {
                        ProgressView()
                            .tint(.white)
                    }
                    Text(isSubmitting ? "Subscribing…" : "Subscribe")
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(.indigo)
            .disabled(!isValid || isSubmitting)
            Text("By subscribing you agree to our [Terms](https://example.com/terms) and [Privacy Policy](https://example.com/privacy).")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .tint(.indigo)
        }
        .padding(24)
        .onChange(of: email, initial: true) { _, newValue in
            isValid = newValue.contains("@") && newValue.contains(".")
        }
    }
}

#Preview {
    SundayBriefSignup()
}

#Preview("Sunday Brief card") {
    SundayBriefPreviewHost()
}

private struct SundayBriefPreviewHost: View {
    var body: some View {
        ScrollView {
            SundayBriefSignup()
                .background(.background, in: .rect(cornerRadius: 20))
                .shadow(color: .black.opacity(0.1), radius: 12, y: 4)
                .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}
