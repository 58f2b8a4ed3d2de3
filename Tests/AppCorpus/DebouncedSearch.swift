import SwiftUI

final class BookSearchViewModel: ObservableObject {
    @Published var searchText = ""
    @Published private(set) var books: [String] = []
    @Published private(set) var isSearching = false
    @Published var selectedGenre: String? = nil

    private let library = ["Dune", "Emma", "Ulysses", "Dracula", "Beloved", "Middlemarch"]
    private let refresh = PassthroughSubject<Void, Never>()
    private let searchCount = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()

    var searchResults: AnyPublisher<[String], Never> {
        $books.eraseToAnyPublisher()
    }

    init() {
        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [library] text in
                text.isEmpty ? library : library.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .assign(to: &$books)

        $searchText
            .map { !$0.isEmpty }
            .merge(with: refresh.map { false })
            .receive(on: DispatchQueue.main)
            .assign(to: &$isSearching)

        $books
            .dropFirst()
            .scan(0) { count, _ in count + 1 }
            .sink { [weak self] count in self?.searchCount.send(count) }
            .store(in: &cancellables)

        $selectedGenre
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .delay(for: 0.2, scheduler: DispatchQueue.main)
            .sink { genre in print("Genre:", genre) }
            .store(in: &cancellables)

        searchCount
            .combineLatest($searchText)
            .prepend((0, ""))
            .sink { count, text in print(count, text) }
            .store(in: &cancellables)
    }

    func clear() {
        searchText = ""
        refresh.send()
        print("Searched \(searchCount.value) times")
    }
}

struct BookSearchView: View {
    @StateObject private var viewModel = BookSearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.books, id: \.self) { book in
                Text(book)
            }
            .overlay {
                if viewModel.books.isEmpty && viewModel.isSearching {
                    Text("No matches")
                        .foregroundStyle(.secondary)
                }
            }
            .searchable(text: $viewModel.searchText, prompt: "Title")
            .navigationTitle("Books")
            .toolbar {
                Button("Clear") { viewModel.clear() }
            }
            .onReceive(viewModel.searchResults) { books in
                print("\(books.count) books")
            }
        }
    }
}

#Preview {
    BookSearchView()
}
