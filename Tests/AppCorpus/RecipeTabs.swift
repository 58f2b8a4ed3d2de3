import SwiftUI

struct TabRecipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
}

struct RecipeTabs: View {
    enum Tab: Hashable {
        case browse, favorites, profile
    }

    @State private var selectedTab: Tab = .browse
    @State private var recipes = [
        TabRecipe(name: "Pancakes", minutes: 20),
        TabRecipe(name: "Tomato Soup", minutes: 35),
        TabRecipe(name: "Green Curry", minutes: 45),
    ]

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(recipes) { recipe in
                        NavigationLink(destination: Text(recipe.name).navigationBarTitle(recipe.name)) {
                            HStack {
                                Text(recipe.name)
                                Spacer()
                                Text("\(recipe.minutes) min")
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                    Spacer()
                }
                .padding()
                .navigationBarTitle("Recipes")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button {
                            recipes.append(TabRecipe(name: "New Recipe", minutes: 10))
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
            }
            .tabItem {
                Image(systemName: "book")
                Text("Browse")
            }
            .tag(Tab.browse)

            Text("No favorites yet")
                .tabItem {
                    Label("Favorites", systemImage: "heart")
                }
                .tag(Tab.favorites)

            Text("Signed in as Ada")
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                .tag(Tab.profile)
        }
        .accentColor(.orange)
    }
}

#Preview {
    RecipeTabs()
}
