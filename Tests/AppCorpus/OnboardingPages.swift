import SwiftUI

// A paging onboarding carousel built the iOS 17 way: each page is as wide as the scroll view
// (`containerRelativeFrame`), the scroll view snaps page by page, and the page dots follow the
// scroll position.

struct OnboardingCard: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

struct OnboardingPages: View {
    let cards = [
        OnboardingCard(id: 0, symbol: "leaf.fill", title: "Track your plants",
                       message: "Log watering and sunlight for every plant in your home.", tint: .green),
        OnboardingCard(id: 1, symbol: "bell.badge.fill", title: "Never forget",
                       message: "Gentle reminders arrive right when a plant gets thirsty.", tint: .orange),
        OnboardingCard(id: 2, symbol: "chart.line.uptrend.xyaxis", title: "Watch them grow",
                       message: "Photos and notes show how far your garden has come.", tint: .teal),
    ]

    @State private var currentID: Int? = 0

    var body: some View {
        VStack(spacing: 24) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(cards) { card in
                        VStack(spacing: 20) {
                            Image(systemName: card.symbol)
                                .font(.system(size: 72))
                                .foregroundStyle(card.tint)
                                .frame(width: 160, height: 160)
                                .background(card.tint.opacity(0.15), in: Circle())
                            Text(card.title)
                                .font(.title2.bold())
                            Text(card.message)
                                .multilineTextAlignment(.center)
                                .foregroundStyle(.secondary)
                        }
                        .padding(.horizontal, 32)
                        .containerRelativeFrame(.horizontal)
                        .id(card.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            HStack(spacing: 8) {
                ForEach(cards) { card in
                    Capsule()
                        .fill(card.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: card.id == currentID ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: currentID)

            Button {
                withAnimation {
                    currentID = min((currentID ?? 0) + 1, cards.count - 1)
                }
            } label: {
                Text(currentID == cards.count - 1 ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
            .padding(.horizontal, 24)

            Button("Skip") {}
                .buttonStyle(.borderless)
                .controlSize(.small)
        }
        .padding(.vertical, 32)
    }
}

#Preview {
    OnboardingPages()
}
