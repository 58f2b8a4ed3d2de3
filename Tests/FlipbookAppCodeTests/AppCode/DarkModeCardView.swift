import Flipbook

struct DarkModeCardView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: colorScheme == .dark ? "moon.stars.fill" : "sun.max.fill")
                .font(.system(size: 44))
                .foregroundStyle(.yellow)
            Text(colorScheme == .dark ? "Dark Mode" : "Light Mode")
                .font(.title2.bold())
            Text("Colours adapt to the appearance.")
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 20))
        .preferredColorScheme(.dark)
    }
}
