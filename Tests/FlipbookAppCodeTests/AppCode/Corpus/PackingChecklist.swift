import Flipbook

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
                    .strikethrough(configuration.isOn)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
                Spacer()
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct PackingItem: Identifiable {
    let id = UUID()
    var name: String
    var category: String
    var isPacked = false
}

struct PackingChecklist: View {
    @State private var items: [PackingItem]
    @State private var hidePacked = false

    init(items: [PackingItem]) {
        _items = State(initialValue: items)
    }

    private var packedCount: Int { items.filter(\.isPacked).count }

    private var categories: [String] {
        Array(Set(items.map(\.category))).sorted()
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("\(packedCount) of \(items.count) packed")
                            .font(.headline)
                        ProgressView(value: Double(packedCount), total: Double(items.count))
                            .tint(packedCount == items.count ? .green : .blue)
                    }
                    .padding(.vertical, 4)
                }
                ForEach(categories, id: \.self) { category in
                    Section(category) {
                        ForEach($items) { $item in
                            if item.category == category && !(hidePacked && item.isPacked) {
                                Toggle(item.name, isOn: $item.isPacked)
                                    .toggleStyle(CheckboxToggleStyle())
                            }
                        }
                    }
                }
            }
            .animation(.default, value: hidePacked)
            .navigationTitle("Lisbon trip")
            .toolbar {
                Button(hidePacked ? "Show All" : "Hide Packed") {
                    hidePacked.toggle()
                }
            }
        }
    }
}

#Preview("Half packed") {
    PackingChecklist(items: [
        PackingItem(name: "Passport", category: "Documents", isPacked: true),
        PackingItem(name: "Boarding pass", category: "Documents"),
        PackingItem(name: "Linen shirts", category: "Clothes", isPacked: true),
        PackingItem(name: "Walking shoes", category: "Clothes", isPacked: true),
        PackingItem(name: "Swimsuit", category: "Clothes"),
        PackingItem(name: "Phone charger", category: "Electronics"),
        PackingItem(name: "Travel adapter", category: "Electronics", isPacked: true),
    ])
}
