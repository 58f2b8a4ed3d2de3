import SwiftUI

struct TabRoot: View {
    var body: some View {
        TabView {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        }
    }
}

#Preview {
    TabRoot()
}
