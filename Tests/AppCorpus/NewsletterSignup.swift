import SwiftUI

struct NewsletterSignup: View {
    @State private var email = ""
    @State private var zip = ""
    @State private var subscribed = false

    var body: some View {
        Form {
            Section("Newsletter") {
                TextField("Email address", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                TextField("ZIP code", text: $zip)
                    .keyboardType(.numberPad)
                    .submitLabel(.done)
            }
            Section {
                Button("Subscribe") {
                    subscribed = true
                }
                .disabled(email.isEmpty)
            } footer: {
                Text(subscribed ? "Thanks for subscribing!" : "We send one email a week.")
            }
        }
        .onSubmit {
            if !email.isEmpty { subscribed = true }
        }
    }
}

#Preview {
    NewsletterSignup()
}
