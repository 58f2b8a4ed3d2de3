import SwiftUI

// An app's Appearance settings page kept in UserDefaults with @AppStorage: a theme enum stored by
// its raw value, an accent colour index, a text size slider and toggles, with a live preview row.

enum AppearanceTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct AppearanceSettings: View {
    @AppStorage("appTheme") private var theme = AppearanceTheme.system
    @AppStorage("accentIndex") private var accentIndex = 0
    @AppStorage("textScale") private var textScale = 1.0
    @AppStorage("boldTitles") private var boldTitles = false
    @AppStorage("showBadges") private var showBadges = true

    private let accents: [Color] = [.blue, .purple, .pink, .orange, .green, .gray]

    var body: some View {
        NavigationStack {
            Form {
                Section("Theme") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppearanceTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
                }

                Section("Accent Color") {
                    HStack {
                        ForEach(accents.indices, id: \.self) { index in
                            Circle()
                                .fill(accents[index])
                                .frame(width: 32, height: 32)
                                .overlay {
                                    if index == accentIndex {
                                        Image(systemName: "checkmark")
                                            .font(.caption.bold())
                                            .foregroundStyle(.white)
                                    }
                                }
                                .onTapGesture { accentIndex = index }
                            if index < accents.count - 1 { Spacer() }
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Text") {
                    HStack {
                        Image(systemName: "textformat.size.smaller")
                        Slider(value: $textScale, in: 0.8...1.4)
                        Image(systemName: "textformat.size.larger")
                    }
                    Toggle("Bold Titles", isOn: $boldTitles)
                    Toggle("Show Badges", isOn: $showBadges)
                }

                Section("Preview") {
                    Label {
                        Text("Inbox")
                            .fontWeight(boldTitles ? .bold : .regular)
                            .scaleEffect(textScale, anchor: .leading)
                    } icon: {
                        Image(systemName: "tray.fill")
                            .foregroundStyle(accents[accentIndex])
                    }
                    .badge(showBadges ? 12 : 0)
                }
            }
            .navigationTitle("Appearance")
        }
        .tint(accents[accentIndex])
    }
}

#Preview {
    AppearanceSettings()
}
