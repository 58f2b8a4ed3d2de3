import SwiftUI

struct PromoCodeEntryView: View {
    @State private var code = ""
    @State private var applied: String?

    private var isValid: Bool { code.count >= 6 }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Redeem a code")
                .font(.title2.bold())
            Text("Enter the code from your gift card or email.")
                .foregroundStyle(.secondary)

            HStack(spacing: 12) {
                TextField("XXXX-XXXX", text: $code)
                    .textInputAutocapitalization(.characters)
                    .autocorrectionDisabled()
                    .monospaced()
                    .padding(12)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                PasteButton(payloadType: String.self) { strings in
                    code = strings.first?.uppercased() ?? ""
                }
                .labelStyle(.iconOnly)
                .buttonBorderShape(.capsule)
            }

            Button {
                applied = code
            } label: {
                Text("Redeem")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!isValid)

            if let applied {
                Label {
                    Text("Code ") + Text(applied).monospaced().bold() + Text(" applied")
                } icon: {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.green)
                }
                .font(.subheadline)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    PromoCodeEntryView()
}

#Preview("Paste button", traits: .sizeThatFitsLayout) {
    PasteButton(payloadType: String.self) { _ in }
        .padding()
}
