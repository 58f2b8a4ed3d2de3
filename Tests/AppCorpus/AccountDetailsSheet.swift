import SwiftUI

struct AccountProfile: Equatable {
    var displayName: String
    var username: String
    var bio: String
    var pronouns: String
    var isPrivate: Bool
    var accentColor: Color
}

struct AccountHeaderView: View {
    @Binding var profile: AccountProfile
    @State private var isEditing = false

    var body: some View {
        VStack(spacing: 12) {
            Text(profile.displayName.prefix(1))
                .font(.system(size: 44, weight: .semibold, design: .rounded))
                .foregroundStyle(.white)
                .frame(width: 96, height: 96)
                .background(profile.accentColor.gradient, in: Circle())
            HStack(spacing: 4) {
                Text(profile.displayName)
                    .font(.title2.bold())
                if profile.isPrivate {
                    Image(systemName: "lock.fill")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            Text("@\(profile.username) · \(profile.pronouns)")
                .foregroundStyle(.secondary)
            Text(profile.bio)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            Button("Edit Profile") { isEditing = true }
                .buttonStyle(.bordered)
                .tint(profile.accentColor)
            Spacer()
        }
        .padding(.top, 40)
        .sheet(isPresented: $isEditing) {
            EditAccountSheet(profile: $profile)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
        }
    }
}

struct EditAccountSheet: View {
    @Binding var profile: AccountProfile
    @State private var draft: AccountProfile
    @Environment(\.dismiss) private var dismiss

    init(profile: Binding<AccountProfile>) {
        _profile = profile
        _draft = State(initialValue: profile.wrappedValue)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Public") {
                    TextField("Name", text: $draft.displayName)
                    TextField("Username", text: $draft.username)
                        .textInputAutocapitalization(.never)
                    TextField("Pronouns", text: $draft.pronouns)
                    TextField("Bio", text: $draft.bio, axis: .vertical)
                        .lineLimit(3...6)
                }
                Section {
                    Toggle("Private Account", isOn: $draft.isPrivate)
                    ColorPicker("Accent Color", selection: $draft.accentColor, supportsOpacity: false)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        profile = draft
                        dismiss()
                    }
                    .disabled(draft == profile || draft.displayName.isEmpty)
                }
            }
            .interactiveDismissDisabled(draft != profile)
        }
    }
}

private let sampleProfile = AccountProfile(
    displayName: "Rosa Díaz", username: "rosad", bio: "Ceramicist. Trail runner. Making mugs nobody asked for.",
    pronouns: "she/her", isPrivate: true, accentColor: .teal)

#Preview {
    @Previewable @State var profile = sampleProfile
    AccountHeaderView(profile: $profile)
}

#Preview("Editor") {
    @Previewable @State var profile = sampleProfile
    EditAccountSheet(profile: $profile)
}
