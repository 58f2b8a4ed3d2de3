import SwiftUI
import Combine

struct Colleague: Identifiable, Hashable {
    let id: Int
    let name: String
    let team: String
}

enum DirectoryError: Error {
    case offline
    case notFound(String)
}

/// A stand-in for a network service, as tutorials write one with `Future`.
struct DirectoryService {
    private let contacts = [
        Colleague(id: 1, name: "Ada Lovelace", team: "Engines"),
        Colleague(id: 2, name: "Grace Hopper", team: "Compilers"),
        Colleague(id: 3, name: "Alan Turing", team: "Compilers"),
    ]

    func search(_ query: String) -> AnyPublisher<[Colleague], DirectoryError> {
        Deferred {
            Future { promise in
                let matches = contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
                promise(matches.isEmpty ? .failure(.notFound(query)) : .success(matches))
            }
        }
        .eraseToAnyPublisher()
    }

    func teamSize(of team: String) -> AnyPublisher<Int, Never> {
        Just(contacts.filter { $0.team == team }.count).eraseToAnyPublisher()
    }
}

final class ContactLookupViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var contacts: [Colleague] = []
    @Published private(set) var message: String?
    @Published var selection: Colleague?
    @Published private(set) var teamSummary = ""
    let preferences = LookupPreferences()

    private let service = DirectoryService()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { [service] query -> AnyPublisher<Result<[Colleague], DirectoryError>, Never> in
                guard !query.isEmpty else { return Just(.success([])).eraseToAnyPublisher() }
                return service.search(query)
                    .map { Result.success($0) }
                    .catch { Just(.failure($0)) }
                    .eraseToAnyPublisher()
            }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] result in
                switch result {
                case .success(let contacts):
                    self?.contacts = contacts
                    self?.message = nil
                case .failure(.notFound(let query)):
                    self?.contacts = []
                    self?.message = "No one called “\(query)”"
                case .failure(.offline):
                    self?.message = "Offline"
                }
            }
            .store(in: &cancellables)

        $selection
            .compactMap { $0 }
            .flatMap { [service] contact in
                service.teamSize(of: contact.team).zip(Just(contact.team))
            }
            .map { size, team in "\(team): \(size) people" }
            .assign(to: &$teamSummary)

        preferences.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }
}

final class LookupPreferences: ObservableObject {
    @Published var showsTeams = true
}

struct ContactLookupView: View {
    @StateObject private var viewModel = ContactLookupViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.contacts, selection: $viewModel.selection) { contact in
                VStack(alignment: .leading) {
                    Text(contact.name)
                    if viewModel.preferences.showsTeams {
                        Text(contact.team)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .tag(contact)
            }
            .overlay {
                if let message = viewModel.message {
                    ContentUnavailableView(message, systemImage: "person.crop.circle.badge.questionmark")
                }
            }
            .searchable(text: $viewModel.query, prompt: "Name")
            .navigationTitle("Directory")
            .safeAreaInset(edge: .bottom) {
                if !viewModel.teamSummary.isEmpty {
                    Text(viewModel.teamSummary)
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(.bar)
                }
            }
        }
    }
}

#Preview {
    ContactLookupView()
}
