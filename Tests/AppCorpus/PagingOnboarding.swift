import SwiftUI

struct OnboardingSlide: Identifiable, Hashable {
    let id: Int
    var symbol: String
    var title: String
    var message: String
    var color: Color
}

struct PagingOnboarding: View {
    private let slides = [
        OnboardingSlide(id: 0, symbol: "leaf.fill", title: "Grow with us",
                        message: "Track every plant in your home and never miss a watering.", color: .green),
        OnboardingSlide(id: 1, symbol: "drop.fill", title: "Smart reminders",
                        message: "Reminders adapt to the season and the light in each room.", color: .blue),
        OnboardingSlide(id: 2, symbol: "camera.fill", title: "Diagnose in a snap",
                        message: "Photograph a leaf to spot pests and deficiencies early.", color: .orange),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(slides) { slide in
                        VStack(spacing: 20) {
                            Image(systemName: slide.symbol)
                                .font(.system(size: 72))
                                .foregroundStyle(slide.color)
                                .frame(width: 160, height: 160)
                                .background(slide.color.opacity(0.15), in: Circle())
                            Text(slide.title)
                                .font(.title.bold())
                            Text(slide.message)
                                .multilineTextAlignment(.center)
                                .foregroundStyle(.secondary)
                                .padding(.horizontal, 32)
                        }
                        .containerRelativeFrame(.horizontal)
                        .id(slide.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)

            HStack(spacing: 8) {
                ForEach(slides) { slide in
                    Capsule()
                        .fill(slide.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: slide.id == currentID ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: currentID)
            .padding(.bottom, 24)

            Button {
                withAnimation {
                    currentID = min((currentID ?? 0) + 1, slides.count - 1)
                }
            } label: {
                Text(currentID == slides.count - 1 ? "Get Started" : "Next")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
        }
        .padding(.vertical)
    }
}

#Preview("First slide") {
    PagingOnboarding()
}

#Preview("Third slide", traits: .script { Tap("Next", at: 0.2); Tap("Next", at: 1.0) }, .duration(2)) {
    PagingOnboarding()
}
