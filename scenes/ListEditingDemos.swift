import Flipbook

// Everyday list editing (issue 19), as app code writes it: a grocery list whose rows a script
// swipes (`onDelete`'s red Delete revealed and tapped, a leading `swipeActions` button tinted
// orange that flags a row, a full swipe that deletes one at once); a chores list an `EditButton`
// in the toolbar puts in edit mode (delete indicators, reorder grips); a reading list whose rows
// are picked in edit mode (selection circles).

struct Grocery: Identifiable {
    let id: String
    var isFlagged = false
}

struct GroceryListView: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Apples", "Coffee"].map { Grocery(id: $0) }

    var body: some View {
        NavigationStack {
            List {
                Section("To buy") {
                    ForEach(items) { item in
                        HStack {
                            Text(item.id)
                            Spacer()
                            if item.isFlagged {
                                Image(systemName: "flag.fill").foregroundStyle(.orange)
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button { flag(item) } label: { Label("Flag", systemImage: "flag") }
                                .tint(.orange)
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Groceries")
        }
    }

    private func flag(_ item: Grocery) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isFlagged.toggle()
    }
}

struct ChoresView: View {
    @State private var chores = ["Dishes", "Laundry", "Water the plants", "Take out the bins"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(chores, id: \.self) { chore in
                    Label(chore, systemImage: "house")
                }
                .onDelete { chores.remove(atOffsets: $0) }
                .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Chores")
            .toolbar { EditButton() }
        }
    }
}

struct ReadingListPicker: View {
    @State private var picked: Set<String> = []
    private let books = ["Dune", "Emma", "Ulysses", "Walden"]

    var body: some View {
        NavigationStack {
            List(books, id: \.self, selection: $picked) { book in
                Text(book)
            }
            .navigationTitle("Reading List")
            .toolbar { EditButton() }
        }
    }
}

extension FlipbookScene {
    static let listEditingDemos: [FlipbookScene] = [grocerySwipes, choresEditMode, readingListPicking]

    private static var choresEditMode: FlipbookScene {
        var scene = FlipbookScene("chores-edit-mode", size: CGSize(width: 390, height: 600), scale: 2, duration: 3.6,
                                  summary: "Issue 19: EditButton slides in delete indicators and reorder grips; an indicator opens Delete") {
            Tap("Edit", at: 0.3)
            Tap("Delete Laundry", at: 1.2)
            Tap("Delete", at: 1.9)
            Tap("Done", at: 2.8)
        } content: {
            ChoresView()
        }
        // After "Done" (2.8 s): the controls slide out clipped to the rows (2.95 s), then nothing of
        // them shows (3.5 s).
        .goldenTimes([0, 0.45, 1.1, 1.4, 2.0, 2.2, 2.95, 3.5])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }

    private static var readingListPicking: FlipbookScene {
        var scene = FlipbookScene("reading-list-picking", size: CGSize(width: 390, height: 500), scale: 2, duration: 2.2,
                                  summary: "Issue 19: List(selection:) in edit mode: selection circles, taps add and remove rows") {
            Tap("Edit", at: 0.3)
            Tap("Emma", at: 0.9)
            Tap("Walden", at: 1.2)
            Tap("Emma", at: 1.5)
        } content: {
            ReadingListPicker()
        }
        .goldenTimes([0, 0.45, 1.0, 1.3, 2.1])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }

    private static var grocerySwipes: FlipbookScene {
        var scene = FlipbookScene("grocery-swipes", size: CGSize(width: 390, height: 600), scale: 2, duration: 4.4,
                                  summary: "Issue 19: rows swiped open (onDelete's Delete, a tinted leading action), tapped, and swiped fully") {
            Swipe("Eggs", at: 0.3)
            Tap("Delete", at: 1.0)
            Swipe("Bread", edge: .leading, at: 1.8)
            Tap("Flag", at: 2.5)
            Swipe("Milk", fully: true, at: 3.2)
        } content: {
            GroceryListView()
        }
        .goldenTimes([0, 0.45, 0.9, 1.15, 1.7, 2.2, 2.9, 3.35, 3.5, 4.3])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
