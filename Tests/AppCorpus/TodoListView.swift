import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone: Bool
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "Buy milk", isDone: false),
        TodoItem(title: "Walk the dog", isDone: true),
        TodoItem(title: "Write report", isDone: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    HStack {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(item.isDone ? .green : .secondary)
                        Text(item.title)
                            .strikethrough(item.isDone)
                    }
                    .onTapGesture {
                        withAnimation { item.isDone.toggle() }
                    }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Todo")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    items.append(TodoItem(title: "New item", isDone: false))
                }
            }
        }
    }
}

#Preview {
    TodoListView()
}
