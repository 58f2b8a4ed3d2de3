import Flipbook

/// iOS's colours in the scene's appearance: SwiftUI's system colours, UIKit's semantic label,
/// fill, background and separator colours, and colours made from components, literals and hues.
struct ColorGalleryView: View {
    private let system: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray),
    ]
    private let fills: [(String, UIColor)] = [
        ("systemFill", .systemFill), ("secondary", .secondarySystemFill),
        ("tertiary", .tertiarySystemFill), ("quaternary", .quaternarySystemFill),
    ]
    private let made: [(String, Color)] = [
        ("sRGB", Color(.sRGB, red: 0.2, green: 0.5, blue: 0.8, opacity: 1)),
        ("P3", Color(.displayP3, red: 1, green: 0.2, blue: 0.3)),
        ("white", Color(white: 0.4)),
        ("hue", Color(hue: 0.75, saturation: 0.6, brightness: 0.9)),
        ("literal", Color(#colorLiteral(red: 0.9, green: 0.6, blue: 0.1, alpha: 1))),
        ("uiColor", Color(uiColor: .systemIndigo)),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 7), spacing: 8) {
                ForEach(system, id: \.0) { name, color in
                    VStack(spacing: 3) {
                        RoundedRectangle(cornerRadius: 8).fill(color).frame(height: 30)
                        Text(name).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }

            VStack(alignment: .leading, spacing: 4) {
                Text("label").foregroundColor(Color(.label))
                Text("secondaryLabel").foregroundColor(Color(.secondaryLabel))
                Text("tertiaryLabel").foregroundColor(Color(.tertiaryLabel))
                Text("quaternaryLabel").foregroundColor(Color(.quaternaryLabel))
                Text("link").foregroundColor(Color(.link))
            }
            .font(.subheadline)

            HStack(spacing: 8) {
                ForEach(fills, id: \.0) { name, fill in
                    Text(name)
                        .font(.caption2)
                        .frame(maxWidth: .infinity, minHeight: 34)
                        .background(Color(fill), in: RoundedRectangle(cornerRadius: 8))
                }
            }

            HStack(spacing: 0) {
                ForEach([UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                         .systemGroupedBackground, .secondarySystemGroupedBackground], id: \.self) { background in
                    Color(background).frame(height: 34)
                }
            }
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(.separator), lineWidth: 1))
            .clipShape(RoundedRectangle(cornerRadius: 8))

            HStack(spacing: 8) {
                ForEach(made, id: \.0) { name, color in
                    VStack(spacing: 3) {
                        Circle().fill(color).frame(width: 34, height: 34)
                        Text(name).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }

            HStack(spacing: 14) {
                Button("Accent") {}
                Button("Tinted") {}.tint(.pink)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Text("tint").foregroundStyle(.tint)
            }
            .font(.subheadline)
        }
        .padding(20)
    }
}

extension FlipbookScene {
    static let colorGalleries = lightAndDark(
        "colors-gallery", size: CGSize(width: 390, height: 560),
        summary: "iOS colours light and dark: system colours, UIKit semantic colours, colours from components"
    ) {
        ColorGalleryView()
    }
}
