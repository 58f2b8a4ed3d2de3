import SwiftUI

struct LoadingView: View {
    @State private var isLoading = true

    var body: some View {
        Group {
            if isLoading {
                ProgressView("Loading…")
            } else {
                Text("Loaded!")
                    .font(.title)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            isLoading = false
        }
    }
}

#Preview {
    LoadingView()
}
