import SwiftUI

struct DirectoryContact: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let role: String
}

struct ContactsDirectory: View {
    let contacts: [DirectoryContact]

    private var initials: [String] {
        Array(Set(contacts.map { String($0.name.prefix(1)) })).sorted()
    }

    var body: some View {
        List {
            ForEach(initials, id: \.self) { initial in
                Section(header: Text(initial)) {
                    ForEach(contacts.filter { $0.name.hasPrefix(initial) }) { contact in
                        VStack(alignment: .leading) {
                            Text(contact.name)
                            Text(contact.role)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Text("\(contacts.count) contacts")
                .frame(maxWidth: .infinity)
                .foregroundStyle(.secondary)
                .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
    }
}

#Preview {
    ContactsDirectory(contacts: [
        DirectoryContact(name: "Ada Lovelace", role: "Analyst"),
        DirectoryContact(name: "Alan Turing", role: "Cryptographer"),
        DirectoryContact(name: "Grace Hopper", role: "Admiral"),
    ])
}
