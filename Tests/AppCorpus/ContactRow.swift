import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack {
            Image(systemName: "person.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.gray)
            VStack(alignment: .leading) {
                Text(contact.name)
                    .font(.body)
                Text(contact.phone)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ContactsView: View {
    let contacts = [
        Contact(id: 1, name: "Anna Haro", phone: "555-522-8243"),
        Contact(id: 2, name: "Daniel Higgins", phone: "555-478-7672"),
        Contact(id: 3, name: "John Appleseed", phone: "888-555-5512"),
    ]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                ContactRow(contact: contact)
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
        }
    }
}

#Preview {
    ContactsView()
}
