import SwiftUI

struct AccountMenuView: View {
    @State private var displayName = "Jordan Lee"
    @State private var status = "Available"
    @State private var showsSignOut = false
    @State private var showsRename = false
    @State private var newName = ""
    @State private var isSignedOut = false

    private let statuses = ["Available", "Busy", "Away"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 14) {
                        Text(String(displayName.prefix(1)))
                            .font(.title.bold())
                            .foregroundStyle(.white)
                            .frame(width: 60, height: 60)
                            .background(Color.indigo.gradient, in: Circle())
                        VStack(alignment: .leading, spacing: 2) {
                            Text(displayName)
                                .font(.title3.weight(.semibold))
                            Text(status)
                                .font(.subheadline)
                                .foregroundStyle(status == "Available" ? .green : .orange)
                        }
                    }
                    .padding(.vertical, 6)
                }

                Section("Account") {
                    Label("Email", systemImage: "envelope")
                    Label("Password & Security", systemImage: "lock")
                    Label("Payment", systemImage: "creditcard")
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        showsSignOut = true
                    }
                }
            }
            .navigationTitle("Account")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Section("Status") {
                            Picker("Status", selection: $status) {
                                ForEach(statuses, id: \.self) { Text($0) }
                            }
                        }
                        Divider()
                        Button("Rename…", systemImage: "pencil") {
                            newName = displayName
                            showsRename = true
                        }
                        Button("Share Profile", systemImage: "square.and.arrow.up") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .confirmationDialog("Sign out of your account?", isPresented: $showsSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) { isSignedOut = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("You'll need your password to sign back in.")
            }
            .alert("Rename", isPresented: $showsRename) {
                TextField("Name", text: $newName)
                Button("Save") { displayName = newName }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This is the name others will see.")
            }
            .overlay {
                if isSignedOut {
                    ContentUnavailableView("Signed Out", systemImage: "person.crop.circle.badge.xmark")
                        .background(.background)
                }
            }
        }
    }
}

#Preview {
    AccountMenuView()
}

#Preview("Sign out dialog", traits: .script { Tap("Sign Out", at: 0.3) }) {
    AccountMenuView()
}

#Preview("Menu", traits: .script { Tap("ellipsis.circle", at: 0.3) }) {
    AccountMenuView()
}
