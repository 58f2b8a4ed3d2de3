import SwiftUI

struct OnboardingStep: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

struct OnboardingFlowView: View {
    private let steps = [
        OnboardingStep(id: 0, symbol: "leaf.circle.fill", title: "Grow Better Habits",
                       message: "Small steps every day add up to big changes.", tint: .green),
        OnboardingStep(id: 1, symbol: "bell.badge.fill", title: "Gentle Reminders",
                       message: "We'll remind you at the right moment, never too often.", tint: .orange),
        OnboardingStep(id: 2, symbol: "chart.line.uptrend.xyaxis", title: "See Your Progress",
                       message: "Weekly summaries show how far you've come.", tint: .blue),
    ]
    @State private var selection = 0
    var onFinish: () -> Void = {}

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip", action: onFinish)
                    .opacity(selection == steps.count - 1 ? 0 : 1)
            }
            .padding(.horizontal)

            TabView(selection: $selection) {
                ForEach(steps) { step in
                    VStack(spacing: 24) {
                        Image(systemName: step.symbol)
                            .font(.system(size: 100))
                            .symbolRenderingMode(.hierarchical)
                            .foregroundStyle(step.tint)
                        Text(step.title)
                            .font(.title.bold())
                        Text(step.message)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(step.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if selection < steps.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    onFinish()
                }
            } label: {
                Text(selection == steps.count - 1 ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
            .padding()
        }
    }
}

#Preview {
    OnboardingFlowView()
}

#Preview("Last page", traits: .script { Tap("Continue", at: 0.3); Tap("Continue", at: 1.0) }, .duration(2)) {
    OnboardingFlowView()
}
