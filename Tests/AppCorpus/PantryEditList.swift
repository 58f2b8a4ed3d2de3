import SwiftUI

// A pantry list you can reorder and delete from with an Edit button, with a remembered sort
// choice (`@AppStorage`), tinted rows and compact section spacing.

struct PantryItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var runningLow = false
}

struct PantryEditList: View {
    @State private var staples = [
        PantryItem(name: "Rice", quantity: 2),
        PantryItem(name: "Olive oil", quantity: 1, runningLow: true),
        PantryItem(name: "Chickpeas", quantity: 6),
        PantryItem(name: "Oats", quantity: 1, runningLow: true),
    ]
    @State private var spices = [
        PantryItem(name: "Cumin", quantity: 1),
        PantryItem(name: "Smoked paprika", quantity: 1),
    ]
    @AppStorage("pantry.showQuantities") private var showQuantities = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(staples) { item in
                        row(for: item)
                    }
                    .onDelete { staples.remove(atOffsets: $0) }
                    .onMove { staples.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("Staples")
                }
                Section("Spices") {
                    ForEach(spices) { item in
                        row(for: item)
                    }
                    .onDelete { spices.remove(atOffsets: $0) }
                    .onMove { spices.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    Toggle("Show quantities", isOn: $showQuantities)
                }
            }
            .listSectionSpacing(.compact)
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }

    private func row(for item: PantryItem) -> some View {
        Text(item.name)
            .badge(showQuantities ? Text("×\(item.quantity)") : nil)
            .listRowBackground(item.runningLow ? Color.yellow.opacity(0.18) : nil)
    }
}

#Preview {
    PantryEditList()
}

#Preview("Pantry editing") {
    PantryEditList()
        .environment(\.editMode, .constant(.active))
}
