import Flipbook

/// The first screen: a title that rises into place and a button that fades in after it.
public struct WelcomeView: View {
    @State private var appeared = false

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("Welcome")
                .font(.largeTitle.bold())
                .offset(y: appeared ? 0 : 40)
                .opacity(appeared ? 1 : 0)
            Text("Everything you like, in one place.")
                .font(.title3)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .opacity(appeared ? 1 : 0)
            Spacer()
            Button("Get Started") {}
                .buttonStyle(.borderedProminent)
                .opacity(appeared ? 1 : 0)
                .animation(.easeOut(duration: 0.4).delay(0.5), value: appeared)
        }
        .padding(32)
        .onAppear {
            withAnimation(.spring(duration: 0.8)) { appeared = true }
        }
    }
}

#Preview {
    WelcomeView()
}
