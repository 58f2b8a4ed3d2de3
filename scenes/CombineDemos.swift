import Flipbook

// Combine as view models use it, on the scene's clock: a city search whose results follow the
// query 0.3 s after the last keystroke (debounce, removeDuplicates, map, assign(to: &$results)),
// and a sign-up form whose button enables once both fields are valid (CombineLatest).

final class CitySearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    static let cities = ["Amsterdam", "Berlin", "Lisbon", "London", "Los Angeles", "Madrid", "Oslo", "Paris"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in
                query.isEmpty ? Self.cities : Self.cities.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .assign(to: &$results)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        NavigationStack {
            List(model.results, id: \.self) { city in
                Text(city)
            }
            .searchable(text: $model.query, prompt: "Cities")
            .navigationTitle("Cities")
        }
    }
}

final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .assign(to: &$canSubmit)
    }
}

struct SignUpView: View {
    @StateObject private var model = SignUpModel()

    var body: some View {
        Form {
            Section {
                TextField("Email", text: $model.email)
                    .textInputAutocapitalization(.never)
                    .keyboardType(.emailAddress)
                SecureField("Password", text: $model.password)
            } footer: {
                Text("At least 8 characters")
            }
            Button("Create Account") {}
                .disabled(!model.canSubmit)
        }
    }
}

extension FlipbookScene {
    /// Typing "lo" then "n": the list narrows 0.3 s after the last keystroke, not before.
    static let debouncedSearch = FlipbookScene("debounced-search", size: CGSize(width: 390, height: 520), duration: 2.2,
                                               summary: "$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main) → assign(to: &$results)") {
        TypeText("Cities", "l", at: 0.6)
        TypeText("Cities", "o", at: 0.75)
        TypeText("Cities", "n", at: 1.5)
    } content: {
        CitySearchView()
    }.goldenTimes([0.1, 0.5, 1.0, 1.1, 1.7, 1.8])

    /// The button enables once the email has an @ and the password 8 characters.
    static let combineLatestForm = FlipbookScene("combine-latest-form", size: CGSize(width: 390, height: 360), duration: 1.5,
                                                 summary: "Publishers.CombineLatest($email, $password) → assign(to: &$canSubmit)") {
        TypeText("Email", "ada@example.com", at: 0.3)
        TypeText("Password", "lovelace1", at: 0.8)
    } content: {
        SignUpView()
    }.goldenTimes([0.5, 1.0])

    static let combineDemos: [FlipbookScene] = [.debouncedSearch, .combineLatestForm, .directoryLookup]
}
