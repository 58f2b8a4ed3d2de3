import SwiftUI

struct DownloadItem: Identifiable {
    let id = UUID()
    var name: String
    var bytes: Int64
    var finished: Date
    var progress: Double = 1
    var isSystem = false
}

struct DownloadsManagerView: View {
    @State private var items: [DownloadItem] = {
        let now = Date.now
        return [
            DownloadItem(name: "Quarterly-report-final-v3-approved.pdf", bytes: 2_483_200, finished: now.addingTimeInterval(-90)),
            DownloadItem(name: "Holiday photos.zip", bytes: 734_003_200, finished: now.addingTimeInterval(-3 * 3600), progress: 0.62),
            DownloadItem(name: "Podcast episode 112.mp3", bytes: 48_600_000, finished: now.addingTimeInterval(-86_400)),
            DownloadItem(name: "Offline maps", bytes: 1_288_490_188, finished: now.addingTimeInterval(-5 * 86_400), isSystem: true),
        ]
    }()

    private var totalBytes: Int64 { items.reduce(0) { $0 + $1.bytes } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(items) { item in
                        DownloadRow(item: item)
                            .deleteDisabled(item.isSystem)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                } footer: {
                    Text("\(items.count) files, \(totalBytes.formatted(.byteCount(style: .file))) in total")
                }
            }
            .navigationTitle("Downloads")
            .toolbar { EditButton() }
        }
    }
}

struct DownloadRow: View {
    let item: DownloadItem

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 4) {
                Text(item.name)
                    .lineLimit(1)
                    .truncationMode(.middle)
                if item.progress < 1 {
                    ProgressView(value: item.progress)
                    Text("\(item.progress.formatted(.percent)) of \(item.bytes.formatted(.byteCount(style: .file)))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else {
                    HStack {
                        Text(item.bytes, format: .byteCount(style: .file))
                        Text("·")
                        Text(item.finished, format: .relative(presentation: .named))
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
            }
        } icon: {
            Image(systemName: item.isSystem ? "map.fill" : "doc.fill")
                .foregroundStyle(item.isSystem ? .green : .blue)
        }
    }
}

#Preview {
    DownloadsManagerView()
}
