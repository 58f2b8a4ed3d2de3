import SwiftUI

// Recipe search that opens with the search field already active (`searchable(text:isPresented:)`,
// iOS 17), suggests completions while typing, and submits with the keyboard's search key.

struct SearchedRecipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let symbol: String
}

struct RecipeSearch: View {
    @State private var query = ""
    @State private var isSearching: Bool
    @State private var recent = ["Shakshuka", "Miso soup", "Banana bread"]
    let recipes = [
        SearchedRecipe(name: "Shakshuka", minutes: 25, symbol: "frying.pan"),
        SearchedRecipe(name: "Miso soup", minutes: 15, symbol: "cup.and.saucer"),
        SearchedRecipe(name: "Banana bread", minutes: 70, symbol: "birthday.cake"),
        SearchedRecipe(name: "Lemon pasta", minutes: 20, symbol: "fork.knife"),
        SearchedRecipe(name: "Green curry", minutes: 35, symbol: "leaf"),
    ]

    init(startsSearching: Bool = false) {
        _isSearching = State(initialValue: startsSearching)
    }

    private var results: [SearchedRecipe] {
        query.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results) { recipe in
                Label {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                        Text("\(recipe.minutes) min")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                } icon: {
                    Image(systemName: recipe.symbol)
                        .foregroundStyle(.orange)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, isPresented: $isSearching, prompt: "Dishes, ingredients")
            .searchSuggestions {
                if query.isEmpty {
                    Section("Recent") {
                        ForEach(recent, id: \.self) { term in
                            Label(term, systemImage: "clock.arrow.circlepath")
                                .searchCompletion(term)
                        }
                    }
                }
            }
            .onSubmit(of: .search) {
                if !recent.contains(query) { recent.insert(query, at: 0) }
            }
        }
    }
}

#Preview {
    RecipeSearch()
}

#Preview("Recipe search active") {
    RecipeSearch(startsSearching: true)
}
