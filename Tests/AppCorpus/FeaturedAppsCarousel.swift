import SwiftUI

// An App Store-style "Featured" shelf: a horizontal scroll view whose cards are sized with
// containerRelativeFrame, snap with viewAligned scroll targeting, peek past the margins with
// contentMargins and scrollClipDisabled, and fade as they leave with scrollTransition.

struct FeaturedApp: Identifiable {
    let id = UUID()
    let title: String
    let subtitle: String
    let symbol: String
    let colors: [Color]
}

struct FeaturedAppsCarousel: View {
    let apps: [FeaturedApp] = [
        FeaturedApp(title: "Stargazer", subtitle: "Find planets tonight", symbol: "sparkles", colors: [.indigo, .purple]),
        FeaturedApp(title: "Trailhead", subtitle: "Hikes near you", symbol: "figure.hiking", colors: [.green, .teal]),
        FeaturedApp(title: "Sketchbook", subtitle: "Draw every day", symbol: "pencil.tip", colors: [.orange, .pink]),
        FeaturedApp(title: "Tempo", subtitle: "Metronome and tuner", symbol: "metronome", colors: [.blue, .cyan]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Apps We Love")
                        .font(.title2.bold())
                        .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(apps) { app in
                                card(for: app)
                                    .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                                    .scrollTransition { content, phase in
                                        content
                                            .opacity(phase.isIdentity ? 1 : 0.6)
                                            .scaleEffect(y: phase.isIdentity ? 1 : 0.92)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .contentMargins(.horizontal, 20, for: .scrollContent)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                    .scrollClipDisabled()
                }
                .padding(.vertical)
            }
            .navigationTitle("Today")
        }
    }

    private func card(for app: FeaturedApp) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Spacer()
            Image(systemName: app.symbol)
                .font(.largeTitle)
            Text(app.title)
                .font(.title.bold())
            Text(app.subtitle)
                .font(.subheadline)
                .opacity(0.85)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 260)
        .background(
            LinearGradient(colors: app.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
    }
}

#Preview {
    FeaturedAppsCarousel()
}
