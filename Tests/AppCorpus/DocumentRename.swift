import SwiftUI

struct DocumentRename: View {
    @State private var title = "Quarterly report"
    @State private var bodyText = """
        Revenue grew 12% over the quarter, led by subscriptions in Europe.
        Next steps: hire two support engineers and launch the annual plan.
        """
    @State private var isDuplicated = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(bodyText)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                if isDuplicated {
                    Label("Duplicated to Recents", systemImage: "plus.square.on.square")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle($title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarRole(.editor)
            .toolbarTitleMenu {
                RenameButton()
                Button("Duplicate", systemImage: "plus.square.on.square") {
                    isDuplicated = true
                }
                Button("Move to Trash", systemImage: "trash", role: .destructive) {}
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: bodyText)
                }
            }
        }
    }
}

#Preview("Document") {
    DocumentRename()
}

#Preview("Title menu", traits: .script { Tap("Quarterly report", at: 0.3) }) {
    DocumentRename()
}
