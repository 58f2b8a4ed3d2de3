import SwiftUI

struct SearchableList: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    var filtered: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruits")
            .searchable(text: $query)
        }
    }
}

#Preview {
    SearchableList()
}
