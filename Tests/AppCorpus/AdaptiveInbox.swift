import SwiftUI

struct AdaptiveInbox: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @SceneStorage("selectedFolder") private var selectedFolder = "Inbox"
    @State private var unread = 4

    var body: some View {
        TabView {
            List {
                Text("Inbox").badge(unread)
                Text("Flagged").badge("!")
                Text("Archive")
            }
            .scrollIndicators(.hidden)
            .refreshable { unread = 0 }
            .tabItem { Label("Mail", systemImage: "tray") }
            .badge(unread)
            layout
                .tabItem { Label("Folder", systemImage: "folder") }
        }
    }

    @ViewBuilder private var layout: some View {
        if horizontalSizeClass == .compact {
            VStack {
                header
                Image(systemName: "star").hidden()
            }
        } else {
            HStack { header }
        }
    }

    private var header: some View {
        Text("Currently viewing the \(selectedFolder) folder on this device")
            .font(.title)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .drawingGroup()
    }
}

#Preview {
    AdaptiveInbox()
}
