import Flipbook
import Observation

/// A counter whose number rolls its changed digits (`contentTransition(.numericText())`) next to
/// a label that cross-fades (`.opacity`); its icon-only buttons are tapped by their
/// accessibility labels.
struct EverydayCounterView: View {
    @State private var count = 8

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(count)))
            Text(count == 1 ? "1 item" : "\(count) items")
                .foregroundStyle(.secondary)
                .contentTransition(.opacity)
            HStack(spacing: 24) {
                Button { withAnimation(.easeInOut(duration: 0.6)) { count -= 1 } } label: {
                    Image(systemName: "minus.circle.fill").font(.largeTitle)
                }
                .accessibilityLabel("Decrement")
                Button { withAnimation(.easeInOut(duration: 0.6)) { count += 1 } } label: {
                    Image(systemName: "plus.circle.fill").font(.largeTitle)
                }
                .accessibilityLabel("Increment")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A searchable list in a navigation stack: rows drawn as placeholders while "loading", then the
/// fruit; a script types into the search field and the list filters.
struct SearchAndRedactView: View {
    @Observable final class Store { var isLoading = true }
    let store: Store
    @State private var query = ""
    private let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    var body: some View {
        NavigationStack {
            List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { fruit in
                HStack {
                    Image(systemName: "leaf.fill").foregroundStyle(.green)
                    Text(fruit)
                    Spacer()
                    Text("\(fruit.count) letters").foregroundStyle(.secondary)
                }
            }
            .redacted(reason: store.isLoading ? .placeholder : [])
            .navigationTitle("Fruits")
            .searchable(text: $query)
        }
    }
}

/// A sign-in form: the email field never capitalizes, the name field capitalizes words, and the
/// Sign In button stays disabled (grey) until both are filled; the checklist's rows are bound
/// to their items (`ForEach($items) { $item in … }`).
struct EverydayFormsView: View {
    struct Task: Identifiable {
        let id: Int
        var title: String
        var isDone: Bool
    }

    @State private var email = ""
    @State private var name = ""
    @State private var tasks = [Task(id: 1, title: "Verify email", isDone: false), Task(id: 2, title: "Pick a plan", isDone: true)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sign In").font(.largeTitle).bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .keyboardType(.emailAddress)
            TextField("Full name", text: $name)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.words)
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            Button {
                name = ""
            } label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(email.isEmpty || name.isEmpty)
            Spacer()
        }
        .padding(16)
    }
}

extension FlipbookScene {
    static let everydayDemos: [FlipbookScene] = [
        FlipbookScene(
            "everyday-counter", size: CGSize(width: 390, height: 300), scale: 2, fps: 30, duration: 2.4,
            summary: "contentTransition: the number rolls its changed digits, the label cross-fades; buttons tapped by accessibility label"
        ) {
            Tap("Increment", at: 0.2)
            Tap("Increment", at: 1.0)
            Tap("Decrement", at: 1.7)
        } content: {
            EverydayCounterView()
        }
        .goldenTimes([0, 0.4, 0.5, 1.1, 1.2, 1.4, 1.9, 2.3]),
        FlipbookScene(
            "search-and-redact", size: CGSize(width: 390, height: 560), scale: 2, fps: 30, duration: 2.2,
            summary: "searchable in a NavigationStack, typed into by a script; rows redacted as placeholders while loading",
            model: { SearchAndRedactView.Store() }
        ) { store in
            At(0.8) { store.isLoading = false }
            TypeText("Search", "an", at: 1.4)
        } content: { store in
            SearchAndRedactView(store: store)
        }
        .goldenTimes([0, 1.0, 1.6]),
        FlipbookScene(
            "everyday-forms", size: CGSize(width: 390, height: 420), scale: 2, fps: 30, duration: 2,
            summary: "TypeText as the keyboard types (autocapitalization), a disabled button enabled, ForEach over a binding"
        ) {
            TypeText("Email", "ada@example.com", at: 0.4)
            TypeText("Full name", "ada lovelace", at: 0.8)
            Flip("Verify email", at: 1.2)
            Tap("Sign In", at: 1.6)
        } content: {
            EverydayFormsView()
        }
        .goldenTimes([0, 0.5, 0.9, 1.3, 1.7]),
    ]
}
