import SwiftUI

struct AlertDemo: View {
    @State private var showingAlert = false

    var body: some View {
        Button("Delete Account", role: .destructive) {
            showingAlert = true
        }
        .alert("Are you sure?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview {
    AlertDemo()
}
