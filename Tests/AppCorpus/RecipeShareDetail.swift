import SwiftUI

// A recipe page with a coloured navigation bar, a title menu, share links, and a sheet
// presented for a chosen ingredient (`sheet(item:)`).

struct RecipeIngredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: String
    let note: String
}

struct RecipeShareDetail: View {
    let ingredients = [
        RecipeIngredient(name: "Ripe bananas", amount: "3", note: "The spottier the sweeter."),
        RecipeIngredient(name: "Butter", amount: "75 g", note: "Melted and slightly cooled."),
        RecipeIngredient(name: "Brown sugar", amount: "120 g", note: "Light or dark both work."),
        RecipeIngredient(name: "Flour", amount: "190 g", note: "Plain flour, sifted."),
    ]
    @State private var selectedIngredient: RecipeIngredient?
    @State private var showingTimer = false

    private let recipeURL = URL(string: "https://example.com/recipes/banana-bread")!

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(ingredients) { ingredient in
                        Button {
                            selectedIngredient = ingredient
                        } label: {
                            LabeledContent(ingredient.name, value: ingredient.amount)
                        }
                        .tint(.primary)
                    }
                } header: {
                    Text("Ingredients")
                }
                Section {
                    ShareLink(item: recipeURL, subject: Text("Banana bread"),
                              message: Text("This is the one I told you about!"))
                    ShareLink("Share as text", item: "Banana bread: 3 bananas, 75 g butter, 120 g sugar, 190 g flour")
                }
            }
            .navigationTitle("Banana Bread")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbarBackground(.orange.opacity(0.9), for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbarTitleMenu {
                Button("Rename", systemImage: "pencil") {}
                Button("Duplicate", systemImage: "plus.square.on.square") {}
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Timer", systemImage: "timer") { showingTimer = true }
                }
            }
            .sheet(item: $selectedIngredient) { ingredient in
                VStack(alignment: .leading, spacing: 8) {
                    Text(ingredient.name).font(.title2.bold())
                    Text(ingredient.amount).font(.headline).foregroundStyle(.orange)
                    Text(ingredient.note)
                    Spacer()
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
                .presentationDetents([.fraction(0.3)])
            }
            .fullScreenCover(isPresented: $showingTimer) {
                VStack(spacing: 24) {
                    Text("55:00").font(.system(size: 80, weight: .light)).monospacedDigit()
                    Button("Close") { showingTimer = false }
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}

#Preview {
    RecipeShareDetail()
}

#Preview("Banana bread in the dark") {
    RecipeShareDetail()
        .preferredColorScheme(.dark)
}
