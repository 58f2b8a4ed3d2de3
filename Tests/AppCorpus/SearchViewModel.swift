import SwiftUI

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var isValid = false
    private let all = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [weak self] text in
                guard let self else { return }
                self.results = text.isEmpty ? self.all : self.all.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .store(in: &cancellables)
        Just(true)
            .assign(to: \.isValid, on: self)
            .store(in: &cancellables)
    }
}

struct SearchViewModelView: View {
    @StateObject private var model = SearchViewModel()
    @State private var lastQuery = ""

    var body: some View {
        NavigationStack {
            List(model.results, id: \.self) { fruit in
                Text(fruit)
            }
            .searchable(text: $model.query)
            .navigationTitle("Fruit")
            .onReceive(model.$query) { lastQuery = $0 }
        }
    }
}

#Preview {
    SearchViewModelView()
}
