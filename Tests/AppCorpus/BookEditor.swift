import SwiftUI
import Observation

@Observable
final class LibraryBook: Identifiable {
    var title: String
    var author: String
    var rating: Int
    var isRead = false
    let id = UUID()

    init(title: String, author: String, rating: Int) {
        self.title = title
        self.author = author
        self.rating = rating
    }
}

struct BookEditor: View {
    @Bindable var book: LibraryBook
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Details") {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Toggle("Read", isOn: $book.isRead)
            }
            Section("Rating") {
                Picker("Rating", selection: $book.rating) {
                    ForEach(1..<6) { value in
                        Text(String(repeating: "★", count: value)).tag(value)
                    }
                }
                .pickerStyle(.wheel)
            }
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct Bookshelf: View {
    @State private var books = [
        LibraryBook(title: "The Hobbit", author: "J. R. R. Tolkien", rating: 5),
        LibraryBook(title: "Dune", author: "Frank Herbert", rating: 4),
    ]
    @State private var editing: LibraryBook?

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    VStack(alignment: .leading) {
                        Text(book.title)
                            .font(.headline)
                            .strikethrough(book.isRead)
                        Text(book.author)
                            .foregroundStyle(.secondary)
                    }
                    .contextMenu {
                        Button("Edit", systemImage: "pencil") { editing = book }
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            books.removeAll { $0.id == book.id }
                        }
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            books.removeAll { $0.id == book.id }
                        }
                        Button("Read") { book.isRead.toggle() }
                            .tint(.green)
                    }
                }
            }
            .navigationTitle("Bookshelf")
            .sheet(item: $editing) { book in
                NavigationStack {
                    BookEditor(book: book)
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
        }
    }
}

#Preview {
    Bookshelf()
}
