import SwiftUI

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let subtitle: String

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundStyle(.tint)
            Text(title)
                .font(.title.bold())
            Text(subtitle)
                .font(.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}

#Preview {
    OnboardingPage(symbol: "sparkles", title: "Welcome", subtitle: "Discover what's new in this release.")
}
