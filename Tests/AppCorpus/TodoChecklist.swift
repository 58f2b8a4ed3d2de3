import SwiftUI
import SwiftData

@Model
class ChecklistItem {
    var title: String
    var isDone: Bool
    var createdOrder: Int

    init(title: String, isDone: Bool = false, createdOrder: Int) {
        self.title = title
        self.isDone = isDone
        self.createdOrder = createdOrder
    }
}

struct ChecklistRow: View {
    @Bindable var item: ChecklistItem

    var body: some View {
        Toggle(isOn: $item.isDone) {
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
        }
    }
}

struct TodoChecklistView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \ChecklistItem.createdOrder) private var items: [ChecklistItem]
    @State private var newTitle = ""

    private var remaining: Int {
        items.filter { !$0.isDone }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                        Button {
                            addItem()
                        } label: {
                            Image(systemName: "plus.circle.fill")
                                .font(.title2)
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }

                Section("\(remaining) remaining") {
                    ForEach(items) { item in
                        ChecklistRow(item: item)
                    }
                    .onDelete { offsets in
                        for index in offsets {
                            context.delete(items[index])
                        }
                    }
                }
            }
            .navigationTitle("Checklist")
        }
    }

    private func addItem() {
        let item = ChecklistItem(title: newTitle, createdOrder: (items.last?.createdOrder ?? 0) + 1)
        context.insert(item)
        newTitle = ""
    }
}

#Preview {
    let container = try! ModelContainer(for: ChecklistItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (index, title) in ["Buy oat milk", "Book dentist", "Water the plants", "Call Grandma"].enumerated() {
        container.mainContext.insert(ChecklistItem(title: title, isDone: index == 1, createdOrder: index))
    }
    return TodoChecklistView()
        .modelContainer(container)
}
