import SwiftUI

struct ReadingBook: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ReadingListView: View {
    @State private var books = [
        ReadingBook(id: 1, title: "The Swift Programming Language"),
        ReadingBook(id: 2, title: "Thinking in SwiftUI"),
        ReadingBook(id: 3, title: "Design Patterns"),
    ]
    @State private var selection = Set<Int>()
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List(books, selection: $selection) { book in
                Text(book.title)
            }
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    if editMode.isEditing {
                        Button("Delete \(selection.count)", role: .destructive) {
                            books.removeAll { selection.contains($0.id) }
                            selection.removeAll()
                        }
                        .disabled(selection.isEmpty)
                    }
                }
            }
            .environment(\.editMode, $editMode)
        }
    }
}

#Preview {
    ReadingListView()
}
