import SwiftUI

struct SidebarTabs: View {
    enum Destination: Hashable {
        case listenNow, browse, radio, library(String), search
    }

    @State private var selection: Destination = .listenNow

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle", value: .listenNow) {
                placeholder("Listen Now", color: .pink)
            }
            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) {
                placeholder("Browse", color: .orange)
            }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: .radio) {
                placeholder("Radio", color: .purple)
            }
            .badge(2)
            Tab("Library", systemImage: "square.stack", value: Destination.library("all")) {
                placeholder("Library", color: .blue)
            }
            Tab(value: .search, role: .search) {
                placeholder("Search", color: .gray)
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }

    private func placeholder(_ title: String, color: Color) -> some View {
        NavigationStack {
            color.opacity(0.12)
                .ignoresSafeArea(edges: .top)
                .navigationTitle(title)
        }
    }
}

#Preview("Listen Now") {
    SidebarTabs()
}

#Preview("Radio", traits: .script { Tap("Radio", at: 0.2) }) {
    SidebarTabs()
}
