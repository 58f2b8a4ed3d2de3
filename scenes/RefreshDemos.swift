import Flipbook

// Pull to refresh (issue 19), as app code writes it: a news list whose `refreshable` action
// waits for the "network" (a `Task.sleep` on the scene's clock) and puts the latest headlines at
// the top. The script pulls the list down: the spinner's spokes appear above the content as it
// comes down, turn while the action runs, and the content settles back when it returns.

struct Headline: Identifiable {
    let id: Int
    let title: String
    let source: String
}

struct HeadlinesView: View {
    @State private var headlines = [
        Headline(id: 3, title: "City opens its first night market", source: "Metro · 2h"),
        Headline(id: 2, title: "Rain expected through the weekend", source: "Weather Desk · 3h"),
        Headline(id: 1, title: "Library extends its opening hours", source: "Community · 5h"),
        Headline(id: 0, title: "Harbour ferry adds an evening run", source: "Transport · 6h"),
    ]

    var body: some View {
        NavigationStack {
            List(headlines) { headline in
                VStack(alignment: .leading, spacing: 4) {
                    Text(headline.title).font(.headline)
                    Text(headline.source).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .refreshable { await loadLatest() }
            .navigationTitle("Headlines")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func loadLatest() async {
        try? await Task.sleep(for: .seconds(1.2))
        withAnimation {
            headlines.insert(contentsOf: [
                Headline(id: 5, title: "Local team wins the cup final", source: "Sport · now"),
                Headline(id: 4, title: "New bike lanes open on Main Street", source: "Metro · 1m"),
            ], at: 0)
        }
    }
}

extension FlipbookScene {
    static let refreshDemos: [FlipbookScene] = [headlinesRefresh]

    private static var headlinesRefresh: FlipbookScene {
        var scene = FlipbookScene("headlines-refresh", size: CGSize(width: 390, height: 600), scale: 2, duration: 3.2,
                                  summary: "Issue 19: refreshable: a pull shows the spinner, the action loads headlines, the list settles back") {
            Pull(at: 0.4)
        } content: {
            HeadlinesView()
        }
        // Mid-pull (spokes appearing), lifted (settling to the spinner's band), refreshing, the new
        // rows arriving as the content settles back, at rest.
        .goldenTimes([0, 0.6, 0.85, 1.5, 2.1, 3.1])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
