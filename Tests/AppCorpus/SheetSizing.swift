import SwiftUI

struct NewListForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var color = Color.blue

    var body: some View {
        NavigationStack {
            Form {
                TextField("List name", text: $name)
                ColorPicker("Colour", selection: $color, supportsOpacity: false)
            }
            .navigationTitle("New List")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                        .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct SheetSizing: View {
    @State private var showsNewList = false

    var body: some View {
        NavigationStack {
            ContentUnavailableView {
                Label("No Lists", systemImage: "list.bullet.rectangle")
            } description: {
                Text("Lists you create appear here.")
            } actions: {
                Button("New List") {
                    showsNewList = true
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Lists")
        }
        .sheet(isPresented: $showsNewList) {
            NewListForm()
                .presentationSizing(.form)
                .presentationDetents([.medium, .large])
                .presentationContentInteraction(.scrolls)
                .presentationBackground(.regularMaterial)
        }
    }
}

#Preview("No lists") {
    SheetSizing()
}

#Preview("New list", traits: .script { Tap("New List", at: 0.2) }) {
    SheetSizing()
}
