import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var title: String
    var minutes: Int
}

struct ScrollAwareHeader: View {
    let episodes = (1...14).map { Episode(id: $0, title: "Episode \($0): The long way round", minutes: 30 + $0 * 3) }
    @State private var scrolledPastHeader = false
    @State private var trailerIsVisible = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                        .frame(height: 240)
                    VStack(alignment: .leading) {
                        Text("Slow Travel")
                            .font(.largeTitle.bold())
                        Text(trailerIsVisible ? "Trailer playing" : "Trailer paused")
                            .font(.subheadline)
                    }
                    .foregroundStyle(.white)
                    .padding()
                }
                .onScrollVisibilityChange(threshold: 0.5) { isVisible in
                    trailerIsVisible = isVisible
                }

                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(episodes) { episode in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(episode.title)
                                .font(.headline)
                            Text("\(episode.minutes) min")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        Divider()
                    }
                }
            }
        }
        .ignoresSafeArea(edges: .top)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top > 200
        } action: { _, isPast in
            withAnimation(.easeInOut(duration: 0.2)) {
                scrolledPastHeader = isPast
            }
        }
        .overlay(alignment: .top) {
            if scrolledPastHeader {
                Text("Slow Travel")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.bottom, 10)
                    .background(.bar)
                    .transition(.opacity)
            }
        }
    }
}

#Preview("Header visible") {
    ScrollAwareHeader()
}

#Preview("Header collapsed", traits: .script { Scroll(byY: 600, at: 0.2) }) {
    ScrollAwareHeader()
}
