import SwiftUI

// A shared grocery list in the older style: an ObservableObject injected with
// .environmentObject and read with @EnvironmentObject in child rows, Section(header:footer:),
// checkable rows with strikethrough, and a bottom toolbar with a count and an add button.

final class GroceryListModel: ObservableObject {
    struct Item: Identifiable {
        let id = UUID()
        var name: String
        var aisle: String
        var isDone = false
    }

    @Published var items: [Item] = [
        Item(name: "Bananas", aisle: "Produce", isDone: true),
        Item(name: "Spinach", aisle: "Produce"),
        Item(name: "Greek yogurt", aisle: "Dairy"),
        Item(name: "Cheddar", aisle: "Dairy", isDone: true),
        Item(name: "Coffee beans", aisle: "Pantry"),
    ]

    var aisles: [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item.aisle) { seen.append(item.aisle) }
        return seen
    }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func toggle(_ id: UUID) {
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].isDone.toggle()
        }
    }
}

struct GroceryItemRow: View {
    @EnvironmentObject var list: GroceryListModel
    let item: GroceryListModel.Item

    var body: some View {
        Button {
            list.toggle(item.id)
        } label: {
            HStack {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isDone ? .green : .secondary)
                Text(item.name)
                    .strikethrough(item.isDone)
                    .foregroundColor(item.isDone ? .secondary : .primary)
            }
        }
    }
}

struct SharedGroceryList: View {
    @EnvironmentObject var list: GroceryListModel

    var body: some View {
        NavigationView {
            List {
                ForEach(list.aisles, id: \.self) { aisle in
                    Section(header: Text(aisle), footer: aisle == list.aisles.last ? Text("Shared with Sam and Alex") : nil) {
                        ForEach(list.items.filter { $0.aisle == aisle }) { item in
                            GroceryItemRow(item: item)
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(list.remaining) items left")
                        .font(.footnote)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                }
            }
        }
    }
}

struct SharedGroceryList_Previews: PreviewProvider {
    static var previews: some View {
        SharedGroceryList()
            .environmentObject(GroceryListModel())
    }
}
