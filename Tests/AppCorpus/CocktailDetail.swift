import SwiftUI

struct Cocktail: Identifiable, Hashable {
    struct Ingredient: Hashable {
        let name: String
        let amount: Double
        let unit: String
    }

    let id = UUID()
    let name: String
    let glass: String
    let garnish: String
    let ingredients: [Ingredient]
    let steps: [String]
    let color: Color

    static let negroni = Cocktail(
        name: "Negroni",
        glass: "Rocks",
        garnish: "Orange peel",
        ingredients: [
            Ingredient(name: "Gin", amount: 30, unit: "ml"),
            Ingredient(name: "Campari", amount: 30, unit: "ml"),
            Ingredient(name: "Sweet vermouth", amount: 30, unit: "ml"),
        ],
        steps: [
            "Add all ingredients to a mixing glass with ice.",
            "Stir until well chilled, about 30 seconds.",
            "Strain over a large ice cube and garnish with orange peel.",
        ],
        color: .red
    )
}

struct CocktailDetailView: View {
    let cocktail: Cocktail
    @State private var servings = 1
    @State private var isFavorite = false
    @State private var useOunces = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [cocktail.color, cocktail.color.opacity(0.6)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing)
                    Image(systemName: "wineglass.fill")
                        .font(.system(size: 96))
                        .foregroundStyle(.white.opacity(0.85))
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    HStack {
                        Label(cocktail.glass, systemImage: "cup.and.saucer")
                        Label(cocktail.garnish, systemImage: "leaf")
                    }
                    .font(.caption.weight(.medium))
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding()
                }
                .frame(height: 240)

                VStack(alignment: .leading, spacing: 12) {
                    Stepper("Servings: \(servings)", value: $servings, in: 1...8)
                    Toggle("Show ounces", isOn: $useOunces)

                    Text("Ingredients")
                        .font(.title2.bold())
                    ForEach(cocktail.ingredients, id: \.self) { ingredient in
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text(amountText(for: ingredient))
                                .foregroundStyle(.secondary)
                                .monospacedDigit()
                        }
                        Divider()
                    }

                    Text("Method")
                        .font(.title2.bold())
                        .padding(.top)
                    ForEach(Array(cocktail.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundStyle(.white)
                                .frame(width: 28, height: 28)
                                .background(cocktail.color, in: Circle())
                            Text(step)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .navigationTitle(cocktail.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .tint(.pink)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Menu {
                    ShareLink(item: "Try a \(cocktail.name)!")
                    Button("Add to Shopping List", systemImage: "cart.badge.plus") {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Timer", systemImage: "timer") {}
                Spacer()
                Text("\(cocktail.steps.count) steps")
                    .font(.footnote)
                Spacer()
                Button("Start", systemImage: "play.fill") {}
            }
        }
    }

    private func amountText(for ingredient: Cocktail.Ingredient) -> String {
        let total = ingredient.amount * Double(servings)
        if useOunces {
            return (total / 29.5735).formatted(.number.precision(.fractionLength(1))) + " oz"
        }
        return total.formatted() + " " + ingredient.unit
    }
}

#Preview {
    NavigationStack {
        CocktailDetailView(cocktail: .negroni)
    }
}
