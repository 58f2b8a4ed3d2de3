import SwiftUI

struct InboxToolbar: View {
    @State private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]
    @State private var showingSortOptions = false
    @State private var sortOrder = "Date"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Sort") {
                        showingSortOptions = true
                    }
                }
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Inbox").font(.headline)
                        Text("Sorted by \(sortOrder)").font(.caption).foregroundStyle(.secondary)
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(messages.count) messages")
                        .font(.footnote)
                    Spacer()
                    Button("Compose", systemImage: "square.and.pencil") {
                        messages.append("Draft")
                    }
                }
            }
            .confirmationDialog("Sort messages", isPresented: $showingSortOptions, titleVisibility: .visible) {
                Button("Date") { sortOrder = "Date" }
                Button("Sender") { sortOrder = "Sender" }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Choose how messages are ordered.")
            }
        }
    }
}

#Preview {
    InboxToolbar()
}
