import SwiftUI

// A sync settings screen that reports a failed upload with `alert(isPresented:error:)`: the
// alert's title comes from the error's `errorDescription` and its message from the
// `recoverySuggestion`. Storage use is a linear progress view with labels, sizes are formatted
// as byte counts.

enum SyncError: LocalizedError {
    case quotaExceeded(needed: Int64)
    case offline

    var errorDescription: String? {
        switch self {
        case .quotaExceeded: "iCloud Storage Is Full"
        case .offline: "You're Offline"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .quotaExceeded(let needed):
            "Free up \(needed.formatted(.byteCount(style: .file))) or upgrade your plan to keep syncing."
        case .offline:
            "Connect to the internet to sync your notes."
        }
    }
}

struct CloudSyncStatus: View {
    @State private var syncEnabled = true
    @State private var syncOverCellular = false
    @State private var error: SyncError?
    @State private var showingError = false
    let usedBytes: Int64 = 4_620_000_000
    let totalBytes: Int64 = 5_000_000_000

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Sync Notes", isOn: $syncEnabled)
                    Toggle("Use Cellular Data", isOn: $syncOverCellular)
                        .disabled(!syncEnabled)
                }
                Section("Storage") {
                    ProgressView(value: Double(usedBytes), total: Double(totalBytes)) {
                        Text("iCloud")
                    } currentValueLabel: {
                        Text("\(usedBytes.formatted(.byteCount(style: .file))) of \(totalBytes.formatted(.byteCount(style: .file))) used")
                    }
                    .progressViewStyle(.linear)
                    .tint(usedBytes * 10 > totalBytes * 9 ? .orange : .accentColor)
                    .padding(.vertical, 4)
                    Button("Sync Now") {
                        error = .quotaExceeded(needed: 850_000_000)
                        showingError = true
                    }
                    .disabled(!syncEnabled)
                }
            }
            .navigationTitle("iCloud Sync")
            .alert(isPresented: $showingError, error: error) { _ in
                Button("Manage Storage") {}
                Button("Not Now", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
    }
}

#Preview {
    CloudSyncStatus()
}

#Preview("Storage full") {
    @Previewable @State var showing = true
    Text("Notes")
        .alert(isPresented: $showing, error: SyncError.quotaExceeded(needed: 850_000_000)) { _ in
            Button("Manage Storage") {}
            Button("Not Now", role: .cancel) {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
}
