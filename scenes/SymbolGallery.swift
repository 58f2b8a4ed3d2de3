import Flipbook

/// SF Symbols as Flipbook draws them: common names, sizes following the text styles and the
/// image scale, baselines shared with text, hierarchical layers, multicolor symbols in their own
/// colours (and one without a multicolor variant, in the foreground colour), labels, symbols inside
/// text, a resizable symbol, and the dashed box of a name without a stand-in.
struct SymbolGalleryView: View {
    private let names = [
        "heart", "heart.fill", "star", "star.fill", "gear", "person", "person.circle", "person.crop.circle.fill",
        "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "magnifyingglass", "house", "house.fill", "bell", "bell.fill", "trash", "pencil", "square.and.arrow.up",
        "paperplane", "cart", "bookmark", "bookmark.fill", "calendar", "clock", "envelope", "lock.fill",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 8), spacing: 12) {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name)
                }
            }
            .font(.title3)

            HStack(alignment: .firstTextBaseline, spacing: 14) {
                ForEach([Font.caption, .body, .headline, .title2, .largeTitle], id: \.self) { font in
                    HStack(alignment: .firstTextBaseline, spacing: 3) {
                        Image(systemName: "star.fill")
                        Text("Aa")
                    }
                    .font(font)
                }
            }

            HStack(spacing: 18) {
                ForEach(Image.Scale.allCases, id: \.self) { scale in
                    Image(systemName: "bell.fill").imageScale(scale)
                }
                Divider().frame(height: 24)
                Image(systemName: "plus.circle.fill")
                Image(systemName: "trash.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "person.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "heart.circle").symbolRenderingMode(.hierarchical)
            }
            .font(.title)
            .foregroundStyle(.blue)

            HStack(spacing: 18) {
                ForEach(["sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.rain.fill", "cloud.snow.fill",
                         "exclamationmark.triangle.fill", "moon.fill"], id: \.self) { name in
                    Image(systemName: name)
                }
            }
            .symbolRenderingMode(.multicolor)
            .font(.title)
            .foregroundStyle(.mint)
            .padding(10)
            .background(.indigo, in: RoundedRectangle(cornerRadius: 12))

            HStack(spacing: 16) {
                Label("Favorites", systemImage: "heart.fill")
                Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
                Label("Title only", systemImage: "gear").labelStyle(.titleOnly)
            }

            Text("Rated \(Image(systemName: "star.fill")) 4.8 by \(Image(systemName: "person.2.fill")) 1,024")
                .foregroundStyle(.orange)

            HStack(spacing: 20) {
                Image(systemName: "heart.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 56, height: 56)
                    .foregroundStyle(.red)
                Image(systemName: "cloud.moon.bolt.fill").font(.largeTitle)
                Text("← no stand-in: a dashed box, named in the render summary")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(20)
    }
}

extension FlipbookScene {
    static let symbolGalleries = lightAndDark(
        "symbols-gallery", size: CGSize(width: 390, height: 520),
        summary: "SF Symbols stand-ins: sizes, baselines, image scales, hierarchical layers, multicolor, labels, symbols in text"
    ) {
        SymbolGalleryView()
    }
}
