import SwiftUI

struct Person: Identifiable {
    let id = UUID()
    let name: String
    let company: String
}

struct ContactsIndexView: View {
    private let people: [Person] = [
        Person(name: "Aaliyah Brooks", company: "Northwind"),
        Person(name: "Adrian Cole", company: "Fabrikam"),
        Person(name: "Bianca Diaz", company: "Contoso"),
        Person(name: "Bruno Evans", company: "Litware"),
        Person(name: "Chen Fang", company: "Northwind"),
        Person(name: "Clara Gomez", company: "Tailspin"),
        Person(name: "Daniel Hart", company: "Contoso"),
        Person(name: "Dmitri Ivanov", company: "Fabrikam"),
        Person(name: "Elena Jones", company: "Litware"),
    ]

    private var sections: [(letter: String, people: [Person])] {
        Dictionary(grouping: people) { String($0.name.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(sections, id: \.letter) { section in
                    Section {
                        ForEach(section.people) { person in
                            HStack(spacing: 12) {
                                Text(person.name.split(separator: " ").compactMap(\.first).map(String.init).joined())
                                    .font(.subheadline.bold())
                                    .foregroundStyle(.white)
                                    .frame(width: 40, height: 40)
                                    .background(Circle().fill(.teal.gradient))
                                VStack(alignment: .leading) {
                                    Text(person.name)
                                    Text(person.company)
                                        .font(.footnote)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                            }
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                        }
                    } header: {
                        Text(section.letter)
                            .font(.headline)
                            .padding(.horizontal)
                            .padding(.vertical, 4)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(.bar)
                    }
                }
            }
        }
        .scrollBounceBehavior(.basedOnSize)
    }
}

#Preview {
    ContactsIndexView()
}
