import SwiftUI

struct RecipeDetail: View {
    let ingredients = ["2 eggs", "200 g flour", "300 ml milk", "Pinch of salt"]

    var body: some View {
        NavigationStack {
            List {
                Section("Ingredients") {
                    ForEach(ingredients, id: \.self) { Text($0) }
                }
                Section("Steps") {
                    Text("Whisk everything together.")
                    Text("Rest the batter for 30 minutes.")
                    Text("Cook in a hot pan.")
                }
            }
            .navigationTitle("Pancakes")
        }
    }
}

#Preview {
    RecipeDetail()
}
