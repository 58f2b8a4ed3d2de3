import SwiftUI

enum CookbookCategory: String, CaseIterable, Identifiable, Hashable {
    case breakfast = "Breakfast"
    case pasta = "Pasta"
    case dessert = "Dessert"

    var id: Self { self }

    var recipes: [CookbookRecipe] {
        switch self {
        case .breakfast:
            [CookbookRecipe(name: "Pancakes", minutes: 20, symbol: "sun.max"),
             CookbookRecipe(name: "Omelette", minutes: 10, symbol: "flame")]
        case .pasta:
            [CookbookRecipe(name: "Carbonara", minutes: 25, symbol: "fork.knife"),
             CookbookRecipe(name: "Pesto", minutes: 15, symbol: "leaf")]
        case .dessert:
            [CookbookRecipe(name: "Tiramisu", minutes: 40, symbol: "cup.and.saucer")]
        }
    }
}

struct CookbookRecipe: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let minutes: Int
    let symbol: String
}

struct CookbookSplitView: View {
    @State private var category: CookbookCategory?
    @State private var recipeID: CookbookRecipe.ID?

    var body: some View {
        NavigationSplitView {
            List(CookbookCategory.allCases, selection: $category) { category in
                NavigationLink(category.rawValue, value: category)
            }
            .navigationTitle("Cookbook")
        } content: {
            if let category {
                List(category.recipes, selection: $recipeID) { recipe in
                    Label(recipe.name, systemImage: recipe.symbol)
                }
                .navigationTitle(category.rawValue)
            } else {
                Text("Pick a category")
            }
        } detail: {
            if let recipe = category?.recipes.first(where: { $0.id == recipeID }) {
                CookbookRecipeDetail(recipe: recipe)
            } else {
                Text("Pick a recipe")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct CookbookRecipeDetail: View {
    let recipe: CookbookRecipe

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: recipe.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text(recipe.name)
                .font(.title.bold())
            Text("Ready in \(recipe.minutes) minutes")
                .foregroundStyle(.secondary)
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    CookbookSplitView()
}

#Preview("Carbonara", traits: .script { Tap("Pasta", at: 0.2); Tap("Carbonara", at: 1.0) }) {
    CookbookSplitView()
}

#Preview("Back to recipes", traits: .script { Tap("Pasta", at: 0.1); Tap("Carbonara", at: 0.7); Tap("Back", at: 1.3) }) {
    CookbookSplitView()
}

#Preview("Desserts in the dark", traits: .script { Tap("Dessert", at: 0.3) }) {
    CookbookSplitView()
        .preferredColorScheme(.dark)
}
