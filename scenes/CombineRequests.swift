import Flipbook

// A directory search as view models write requests in Combine: each query (debounced) becomes a
// `Deferred { Future { … } }` lookup, the newest one wins (`switchToLatest`), a failed lookup
// becomes a message (`catch`), and the selected row's team size arrives through `flatMap` and
// `zip`. The list selects a row on a tap, as `List(selection:)` does on an iPhone.

struct DirectoryPerson: Identifiable, Hashable {
    let id: Int
    let name: String
    let team: String
}

final class DirectoryModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var people: [DirectoryPerson] = DirectoryModel.everyone
    @Published private(set) var message: String?
    @Published var selection: Int?
    @Published private(set) var teamSummary = ""
    private var cancellables = Set<AnyCancellable>()

    static let everyone = [
        DirectoryPerson(id: 1, name: "Ada Lovelace", team: "Engines"),
        DirectoryPerson(id: 2, name: "Grace Hopper", team: "Compilers"),
        DirectoryPerson(id: 3, name: "Alan Turing", team: "Compilers"),
        DirectoryPerson(id: 4, name: "Edsger Dijkstra", team: "Algorithms"),
    ]

    private struct NotFound: Error { let query: String }

    private static func lookUp(_ query: String) -> AnyPublisher<[DirectoryPerson], NotFound> {
        Deferred {
            Future { promise in
                let found = query.isEmpty ? everyone : everyone.filter { $0.name.localizedCaseInsensitiveContains(query) }
                promise(found.isEmpty ? .failure(NotFound(query: query)) : .success(found))
            }
        }
        .eraseToAnyPublisher()
    }

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in
                Self.lookUp(query)
                    .map { Result<[DirectoryPerson], NotFound>.success($0) }
                    .catch { Just(.failure($0)) }
            }
            .switchToLatest()
            .sink { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let people):
                    self.people = people
                    message = nil
                case .failure(let error):
                    self.people = []
                    message = "No one called “\(error.query)”"
                }
            }
            .store(in: &cancellables)

        $selection
            .compactMap { id in Self.everyone.first { $0.id == id } }
            .flatMap { person in
                Just(Self.everyone.filter { $0.team == person.team }.count).zip(Just(person.team))
            }
            .map { count, team in "\(team): \(count) people" }
            .assign(to: &$teamSummary)
    }
}

struct DirectoryView: View {
    @StateObject private var model = DirectoryModel()

    var body: some View {
        NavigationStack {
            List(model.people, selection: $model.selection) { person in
                VStack(alignment: .leading) {
                    Text(person.name)
                    Text(person.team)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if let message = model.message {
                    ContentUnavailableView(message, systemImage: "person.crop.circle.badge.questionmark")
                }
            }
            .searchable(text: $model.query, prompt: "Name")
            .navigationTitle("Directory")
            .safeAreaInset(edge: .bottom) {
                if !model.teamSummary.isEmpty {
                    Text(model.teamSummary)
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(.bar)
                }
            }
        }
    }
}

extension FlipbookScene {
    /// Type "a", tap Alan Turing (selected; his team's size below), then type "zz": no one.
    static let directoryLookup = FlipbookScene("directory-lookup", size: CGSize(width: 390, height: 600), duration: 2.4,
                                               summary: "Future lookups through switchToLatest and catch; List(selection:); flatMap + zip") {
        TypeText("Name", "a", at: 0.3)
        Tap("Alan Turing", at: 0.9)
        TypeText("Name", "zz", at: 1.4)
    } content: {
        DirectoryView()
    }.goldenTimes([0.2, 0.8, 1.0, 2.0])
}
