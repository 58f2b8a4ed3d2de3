import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
    let unit: String
}

struct RecipeScaler: View {
    @State private var servings = 4
    private let baseServings = 4
    private let ingredients = [
        Ingredient(name: "Flour", amount: 2.25, unit: "cups"),
        Ingredient(name: "Sugar", amount: 0.75, unit: "cup"),
        Ingredient(name: "Butter", amount: 0.5, unit: "cup"),
        Ingredient(name: "Eggs", amount: 2, unit: ""),
        Ingredient(name: "Vanilla", amount: 1, unit: "tsp"),
        Ingredient(name: "Salt", amount: 0.25, unit: "tsp"),
    ]

    private func scaled(_ amount: Double) -> Double {
        amount * Double(servings) / Double(baseServings)
    }

    /// Shows an amount the way a cookbook does: 1½, ¾, ⅓.
    private func fraction(_ value: Double) -> String {
        let whole = Int(value)
        let remainder = value - Double(whole)
        let fractions: [(Double, String)] = [
            (0, ""), (0.125, "⅛"), (0.25, "¼"), (1.0 / 3.0, "⅓"), (0.375, "⅜"),
            (0.5, "½"), (0.625, "⅝"), (2.0 / 3.0, "⅔"), (0.75, "¾"), (0.875, "⅞"), (1, ""),
        ]
        let nearest = fractions.min { abs($0.0 - remainder) < abs($1.0 - remainder) }!
        let wholePart = nearest.0 == 1 ? whole + 1 : whole
        if wholePart == 0 { return nearest.1.isEmpty ? "0" : nearest.1 }
        return "\(wholePart)\(nearest.1)"
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Stepper(value: $servings, in: 1...24) {
                        HStack {
                            Text("Servings")
                            Spacer()
                            Text("\(servings)")
                                .foregroundStyle(.secondary)
                                .contentTransition(.numericText())
                        }
                    }
                } footer: {
                    Text("The original recipe serves \(baseServings).")
                }

                Section("Ingredients") {
                    ForEach(ingredients) { ingredient in
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text("\(fraction(scaled(ingredient.amount))) \(ingredient.unit)")
                                .monospacedDigit()
                        }
                    }
                }
            }
            .navigationTitle("Sugar Cookies")
        }
    }
}

#Preview {
    RecipeScaler()
}

#Preview("Six servings", traits: .script { Step("Servings 4", by: 2, at: 0.5) }) {
    RecipeScaler()
}
