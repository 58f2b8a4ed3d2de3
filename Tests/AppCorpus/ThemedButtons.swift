import SwiftUI

struct Theme {
    var accent: Color
    var cornerRadius: CGFloat

    static let ocean = Theme(accent: .teal, cornerRadius: 14)
    static let sunset = Theme(accent: .orange, cornerRadius: 4)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.ocean
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension EnvironmentValues {
    @Entry var isCompact: Bool = false
}

struct ThemedButtonStyle: ButtonStyle {
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isCompact) private var isCompact

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, isCompact ? 8 : 14)
            .padding(.horizontal, 20)
            .background(
                RoundedRectangle(cornerRadius: theme.cornerRadius)
                    .fill(isEnabled ? theme.accent : Color.gray)
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.spring(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == ThemedButtonStyle {
    static var themed: ThemedButtonStyle { ThemedButtonStyle() }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct ThemedButtonsView: View {
    @State private var theme = Theme.ocean
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Tapped \(count) times")
                .font(.title2)

            Button("Continue") { count += 1 }
                .buttonStyle(.themed)

            Button("Disabled") {}
                .buttonStyle(.themed)
                .disabled(true)

            Button("Compact") { count += 1 }
                .buttonStyle(ThemedButtonStyle())
                .environment(\.isCompact, true)

            HStack(spacing: 32) {
                Label("Ocean", systemImage: "water.waves")
                    .onTapGesture { theme = .ocean }
                Label("Sunset", systemImage: "sun.horizon")
                    .onTapGesture { theme = .sunset }
            }
            .labelStyle(VerticalLabelStyle())
            .foregroundStyle(theme.accent)

            Label("Icon only", systemImage: "star.fill")
                .labelStyle(.iconOnly)
            Label("Title only", systemImage: "star.fill")
                .labelStyle(.titleOnly)
        }
        .environment(\.theme, theme)
    }
}

#Preview {
    ThemedButtonsView()
}

#Preview("Sunset", traits: .script { Tap("Sunset", at: 0.3); Tap("Continue", at: 0.6) }) {
    ThemedButtonsView()
}
