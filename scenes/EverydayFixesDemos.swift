import Flipbook

// Issue 19's everyday gaps, closed: an image-only toolbar menu opened by its symbol's label, the
// search field focused by a tap, coloured rows at the rounded ends of inset-grouped sections,
// and a `ViewThatFits` whose candidate not shown is out of a script's reach.

struct EverydayFixesDemo: View {
    @State private var query = ""
    @State private var sort = "Name"
    private let lakes = ["Como", "Garda", "Geneva", "Lucerne"]

    var body: some View {
        NavigationStack {
            List {
                Section("Lakes by \(sort.lowercased())") {
                    ForEach(lakes.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { lake in
                        Label(lake, systemImage: "water.waves")
                            .listRowBackground(lake == "Como" ? Color.teal.opacity(0.3) : lake == "Lucerne" ? Color.orange.opacity(0.3) : nil)
                    }
                }
                Section {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Button("Sunrise") {}
                            Button("Sunset") {}
                            Button("Both, at once, on every single day") {}
                        }
                        Button("Sunset") {}
                    }
                    .listRowBackground(Color.indigo.opacity(0.2))
                }
            }
            .navigationTitle("Lakes")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Sort by Name") { sort = "Name" }
                        Button("Sort by Size") { sort = "Size" }
                        Button("Clear Search", role: .destructive) { query = "" }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

extension FlipbookScene {
    static let everydayFixesDemos: [FlipbookScene] = ColorScheme.allCases.map { scheme in
        var scene = FlipbookScene(scheme == .light ? "everyday-fixes" : "everyday-fixes-dark", size: CGSize(width: 390, height: 560),
                                  scale: 2, duration: 3,
                                  summary: "Issue 19: an image-only toolbar menu opened by its label (More), coloured rows clipped to the "
                                      + "section's corners, the search field focused by a tap" + (scheme == .light ? "" : " (dark)")) {
            Tap("More", at: 0.3)
            Tap("Sort by Size", at: 1)
            Tap("Sunset", at: 1.2)
            Tap("Search", at: 1.5)
            TypeText("Search", "G", at: 2)
        } content: {
            EverydayFixesDemo()
        }.goldenTimes([0, 0.6, 1.3, 1.8, 2.5])
        scene.colorScheme = scheme
        return scene
    }
}
