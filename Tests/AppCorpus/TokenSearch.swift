import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let cuisine: String
    let tags: Set<String>
    let minutes: Int
}

struct RecipeTag: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

enum SearchScope: String, CaseIterable {
    case all = "All"
    case quick = "Under 30 min"
}

struct TokenSearchView: View {
    private let recipes = [
        Recipe(name: "Pad Thai", cuisine: "Thai", tags: ["noodles", "spicy"], minutes: 25),
        Recipe(name: "Margherita Pizza", cuisine: "Italian", tags: ["vegetarian"], minutes: 45),
        Recipe(name: "Green Curry", cuisine: "Thai", tags: ["spicy"], minutes: 35),
        Recipe(name: "Caprese Salad", cuisine: "Italian", tags: ["vegetarian", "quick"], minutes: 10),
        Recipe(name: "Ramen", cuisine: "Japanese", tags: ["noodles"], minutes: 50),
    ]
    private let allTags = ["noodles", "spicy", "vegetarian", "quick"].map(RecipeTag.init)

    @State private var searchText = ""
    @State private var tokens: [RecipeTag] = []
    @State private var scope: SearchScope = .all

    private var results: [Recipe] {
        recipes.filter { recipe in
            (searchText.isEmpty || recipe.name.localizedCaseInsensitiveContains(searchText))
                && tokens.allSatisfy { recipe.tags.contains($0.name) }
                && (scope == .all || recipe.minutes < 30)
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { recipe in
                HStack {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                        Text(recipe.cuisine)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(recipe.minutes) min")
                        .font(.caption.monospacedDigit())
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(.quaternary, in: Capsule())
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText, tokens: $tokens, prompt: "Dishes or tags") { token in
                Label(token.name, systemImage: "tag")
            }
            .searchSuggestions {
                ForEach(allTags.filter { !tokens.contains($0) }) { tag in
                    Label(tag.name, systemImage: "tag")
                        .searchCompletion(tag)
                }
            }
            .searchScopes($scope) {
                ForEach(SearchScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

#Preview {
    TokenSearchView()
}

#Preview("Searching", traits: .script { Tap("Dishes or tags", at: 0.3); TypeText("Dishes or tags", "a", at: 0.6) }) {
    TokenSearchView()
}
