import SwiftUI

struct Author: Hashable, Identifiable {
    let id: Int
    let name: String
    let books: [Book]
}

struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
    let year: Int
}

enum Route: Hashable {
    case settings
    case about(version: String)
}

let sampleAuthors = [
    Author(id: 1, name: "Ursula K. Le Guin", books: [
        Book(id: 10, title: "A Wizard of Earthsea", year: 1968),
        Book(id: 11, title: "The Left Hand of Darkness", year: 1969),
        Book(id: 12, title: "The Dispossessed", year: 1974),
    ]),
    Author(id: 2, name: "Octavia E. Butler", books: [
        Book(id: 20, title: "Kindred", year: 1979),
        Book(id: 21, title: "Parable of the Sower", year: 1993),
    ]),
]

struct RouterNavigationView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(sampleAuthors) { author in
                NavigationLink(value: author) {
                    LabeledContent(author.name, value: "\(author.books.count)")
                }
            }
            .navigationTitle("Authors")
            .navigationDestination(for: Author.self) { author in
                List(author.books) { book in
                    NavigationLink(book.title, value: book)
                }
                .navigationTitle(author.name)
                .navigationBarTitleDisplayMode(.inline)
            }
            .navigationDestination(for: Book.self) { book in
                VStack(spacing: 16) {
                    Image(systemName: "book.closed.fill")
                        .font(.system(size: 72))
                        .foregroundStyle(.brown)
                    Text(book.title)
                        .font(.title.bold())
                        .multilineTextAlignment(.center)
                    Text("Published \(String(book.year))")
                        .foregroundStyle(.secondary)
                    Button("Back to Authors") {
                        path.removeLast(path.count)
                    }
                    .buttonStyle(.bordered)
                }
                .padding()
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .settings:
                    Form {
                        Toggle("Show publication year", isOn: .constant(true))
                    }
                    .navigationTitle("Settings")
                case .about(let version):
                    Text("Bookshelf \(version)")
                        .navigationTitle("About")
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Settings", systemImage: "gear") {
                        path.append(Route.settings)
                    }
                    Spacer()
                    Button("About", systemImage: "info.circle") {
                        path.append(Route.about(version: "1.2"))
                    }
                }
            }
        }
    }
}

#Preview {
    RouterNavigationView()
}

#Preview("Book", traits: .script { Tap("Octavia E. Butler 2", at: 0.3); Tap("Kindred", at: 1.0) }, .duration(2)) {
    RouterNavigationView()
}

#Preview("Settings", traits: .script { Tap("Settings", at: 0.3) }) {
    RouterNavigationView()
}
