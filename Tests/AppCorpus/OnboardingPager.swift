import SwiftUI

struct PagerStep: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingPager: View {
    let steps = [
        PagerStep(symbol: "bolt.fill", title: "Fast", detail: "Renders in a blink."),
        PagerStep(symbol: "lock.fill", title: "Private", detail: "Nothing leaves your device."),
        PagerStep(symbol: "heart.fill", title: "Loved", detail: "Made with care."),
    ]
    @State private var page = 0
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(Array(steps.enumerated()), id: \.element.id) { index, step in
                    VStack(spacing: 16) {
                        Image(systemName: step.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(.tint)
                            .symbolEffect(.bounce, value: page)
                        Text(step.title)
                            .font(.title.bold())
                        Text(step.detail)
                            .foregroundStyle(.secondary)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == steps.count - 1 ? "Get Started" : "Next") {
                if page < steps.count - 1 {
                    withAnimation { page += 1 }
                } else {
                    hasOnboarded = true
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom)
        }
    }
}

#Preview {
    OnboardingPager()
}
