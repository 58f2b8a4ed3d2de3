import SwiftUI

struct HelpLinks: View {
    @State private var lastOpened: URL?

    var body: some View {
        Form {
            Section("Support") {
                Link("Help Center", destination: URL(string: "https://example.com/help")!)
                Link(destination: URL(string: "mailto:support@example.com")!) {
                    Label("Email Us", systemImage: "envelope")
                }
            }
            Section {
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    .disabled(true)
            } footer: {
                if let lastOpened {
                    Text("Opened \(lastOpened.absoluteString)")
                }
            }
        }
        .environment(\.openURL, OpenURLAction { url in
            lastOpened = url
            return .handled
        })
    }
}

#Preview {
    HelpLinks()
}
