import SwiftUI

struct GradientButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .padding(.horizontal, 28)
            .background(
                LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
            )
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct GradientButtonDemo: View {
    var body: some View {
        Button("Continue") {}
            .buttonStyle(GradientButtonStyle())
    }
}

#Preview {
    GradientButtonDemo()
}
