import SwiftUI

enum ReaderTheme: String, CaseIterable, Identifiable {
    case light, sepia, dark
    var id: Self { self }

    var background: Color {
        switch self {
        case .light: .white
        case .sepia: Color(red: 0.98, green: 0.94, blue: 0.86)
        case .dark: Color(white: 0.12)
        }
    }

    var text: Color {
        switch self {
        case .light: .black
        case .sepia: Color(red: 0.35, green: 0.25, blue: 0.15)
        case .dark: Color(white: 0.9)
        }
    }
}

struct ReaderSettings: View {
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("useSerif") private var useSerif = true
    @AppStorage("justify") private var justify = false
    @AppStorage("theme") private var theme = ReaderTheme.light
    @AppStorage("keepScreenOn") private var keepScreenOn = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness…")
                        .font(.system(size: fontSize, design: useSerif ? .serif : .default))
                        .multilineTextAlignment(justify ? .leading : .leading)
                        .foregroundStyle(theme.text)
                        .padding(.vertical, 8)
                        .listRowBackground(theme.background)
                } header: {
                    Text("Preview")
                }

                Section("Text") {
                    HStack {
                        Image(systemName: "textformat.size.smaller")
                        Slider(value: $fontSize, in: 12...28, step: 1) {
                            Text("Font Size")
                        }
                        Image(systemName: "textformat.size.larger")
                    }
                    Toggle("Serif Font", isOn: $useSerif)
                    Toggle("Justify Text", isOn: $justify)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(ReaderTheme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle(isOn: $keepScreenOn) {
                        Label("Keep Screen On", systemImage: "sun.max")
                    }
                }
            }
            .navigationTitle("Reading")
        }
    }
}

#Preview {
    ReaderSettings()
}

#Preview("Sepia", traits: .script { Tap("Sepia", at: 0.3); Flip("Serif Font", at: 0.6); Slide("Font Size", to: 22, at: 0.9) }) {
    ReaderSettings()
}
