import SwiftUI

// An account screen whose links are edited in place (`ForEach($links)` hands each row a
// binding), with a bio field that keeps two lines of room, a number field, read-only values in
// `LabeledContent`, an account ID the user can select and copy, and an email that widgets and
// the app switcher hide (`privacySensitive`).

struct ProfileLink: Identifiable {
    let id = UUID()
    var title: String
    var address: String
}

struct AccountLinksForm: View {
    @State private var displayName = "Mira Okafor"
    @State private var bio = "Product designer in Lisbon."
    @State private var birthYear = 1991
    @State private var links = [
        ProfileLink(title: "Portfolio", address: "mira.design"),
        ProfileLink(title: "Mastodon", address: "@mira@design.social"),
    ]
    let email = "mira.okafor@example.com"
    let accountID = "A7F3-19C2-88D0"
    let profileViews = 12_840

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                    TextField("Bio", text: $bio, axis: .vertical)
                        .lineLimit(2, reservesSpace: true)
                    TextField("Birth year", value: $birthYear, format: .number.grouping(.never))
                        .keyboardType(.numberPad)
                }
                Section("Links") {
                    ForEach($links) { $link in
                        HStack {
                            TextField("Title", text: $link.title)
                                .frame(width: 96)
                            Divider()
                            TextField("Address", text: $link.address)
                                .textInputAutocapitalization(.never)
                                .foregroundStyle(.tint)
                        }
                    }
                    .onDelete { links.remove(atOffsets: $0) }
                    Button("Add Link", systemImage: "plus.circle.fill") {
                        links.append(ProfileLink(title: "", address: ""))
                    }
                }
                Section {
                    LabeledContent("Email", value: email)
                        .privacySensitive()
                    LabeledContent("Account ID") {
                        Text(accountID)
                            .monospaced()
                            .textSelection(.enabled)
                    }
                    LabeledContent("Profile views", value: profileViews, format: .number)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Touch and hold the account ID to copy it for support.")
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                        .fontWeight(.semibold)
                }
            }
        }
    }
}

#Preview {
    AccountLinksForm()
}

#Preview("Redacted for privacy") {
    AccountLinksForm()
        .redacted(reason: .privacy)
}
