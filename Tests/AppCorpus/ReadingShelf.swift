import SwiftUI
import SwiftData

@Model
final class ShelfBook {
    var title: String
    var author: String
    var genre: String
    var rating: Int
    var isFinished: Bool

    init(title: String, author: String, genre: String, rating: Int, isFinished: Bool = false) {
        self.title = title
        self.author = author
        self.genre = genre
        self.rating = rating
        self.isFinished = isFinished
    }
}

struct RatingStars: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...5, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundStyle(number <= rating ? .yellow : .gray.opacity(0.5))
            }
        }
        .font(.caption)
    }
}

struct ReadingShelfView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: [SortDescriptor(\ShelfBook.title), SortDescriptor(\ShelfBook.author)]) private var books: [ShelfBook]
    @State private var showingAddScreen = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    HStack(spacing: 12) {
                        Image(systemName: book.isFinished ? "book.closed.fill" : "book")
                            .font(.title2)
                            .foregroundStyle(book.isFinished ? .green : .blue)
                            .frame(width: 32)

                        VStack(alignment: .leading, spacing: 4) {
                            Text(book.title)
                                .font(.headline)
                            Text(book.author)
                                .foregroundStyle(.secondary)
                            RatingStars(rating: book.rating)
                        }
                    }
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Bookworm")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Book", systemImage: "plus") {
                        showingAddScreen.toggle()
                    }
                }
            }
            .overlay {
                if books.isEmpty {
                    ContentUnavailableView("No Books Yet", systemImage: "books.vertical", description: Text("Tap + to add the first book you are reading."))
                }
            }
        }
    }

    func deleteBooks(at offsets: IndexSet) {
        for offset in offsets {
            let book = books[offset]
            modelContext.delete(book)
        }
    }
}

#Preview {
    let config = ModelConfiguration(isStoredInMemoryOnly: true)
    let container = try! ModelContainer(for: ShelfBook.self, configurations: config)
    container.mainContext.insert(ShelfBook(title: "The Hobbit", author: "J. R. R. Tolkien", genre: "Fantasy", rating: 5, isFinished: true))
    container.mainContext.insert(ShelfBook(title: "Dune", author: "Frank Herbert", genre: "Sci-Fi", rating: 4))
    container.mainContext.insert(ShelfBook(title: "Circe", author: "Madeline Miller", genre: "Fantasy", rating: 4, isFinished: true))
    container.mainContext.insert(ShelfBook(title: "Project Hail Mary", author: "Andy Weir", genre: "Sci-Fi", rating: 5))

    return ReadingShelfView()
        .modelContainer(container)
}

#Preview("No Books") {
    ReadingShelfView()
        .modelContainer(for: ShelfBook.self, inMemory: true)
}
