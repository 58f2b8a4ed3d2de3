import SwiftUI

struct SheetDemo: View {
    @State private var showingDetails = false

    var body: some View {
        Button("Show Details") {
            showingDetails.toggle()
        }
        .sheet(isPresented: $showingDetails) {
            DetailsSheet()
                .presentationDetents([.medium, .large])
        }
    }
}

struct DetailsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Details")
                .font(.title.bold())
            Button("Done") { dismiss() }
        }
    }
}

#Preview {
    SheetDemo()
}
