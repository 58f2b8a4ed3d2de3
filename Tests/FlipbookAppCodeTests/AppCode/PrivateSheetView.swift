import Flipbook

struct AccountCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Checking").font(.headline)
            Text("$12,480.22")
                .font(.largeTitle.bold())
                .fontWidth(.condensed)
                .privacySensitive()
            Text("Updated just now").font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

struct PrivateSheetView: View {
    @State private var showingAccount = true

    var body: some View {
        VStack(spacing: 16) {
            AccountCard()
            AccountCard().redacted(reason: .privacy)
            Spacer()
        }
        .sheet(isPresented: $showingAccount) {
            AccountCard()
                .textSelection(.enabled)
                .help("Your balance")
                .presentationDetents([.medium])
                .presentationBackground(.yellow.opacity(0.9))
        }
    }
}

#Preview("Private sheet") {
    PrivateSheetView()
}
