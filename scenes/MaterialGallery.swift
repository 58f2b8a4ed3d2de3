import Flipbook

/// Materials over a colourful backdrop: each blurs what is behind it and tints it lighter (light
/// appearance) or darker (dark), more opaque from ultra-thin to ultra-thick; `.bar` as bars use it.
struct MaterialGalleryView: View {
    private let materials: [(String, Material)] = [
        ("ultraThin", .ultraThinMaterial), ("thin", .thinMaterial), ("regular", .regularMaterial),
        ("thick", .thickMaterial), ("ultraThick", .ultraThickMaterial),
    ]

    var body: some View {
        ZStack {
            backdrop
            VStack(spacing: 12) {
                ForEach(materials, id: \.0) { name, material in
                    HStack {
                        Image(systemName: "music.note")
                        Text(name).font(.headline)
                        Spacer()
                        Text("Material").foregroundStyle(.secondary)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 48)
                    .background(material, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                }
                .padding(.horizontal, 16)
                Spacer()
                HStack {
                    ForEach(["house.fill", "magnifyingglass", "heart", "person"], id: \.self) { name in
                        Image(systemName: name).font(.title2).frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 56)
                .background(.bar)
            }
            .padding(.top, 20)
        }
    }

    /// Stripes and blobs of colour with text, so the blur and the tint show.
    private var backdrop: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 160).offset(x: -90, y: -120)
            Circle().fill(.green).frame(width: 130).offset(x: 110, y: 60)
            RoundedRectangle(cornerRadius: 20).fill(.white).frame(width: 80, height: 300).rotationEffect(.degrees(20))
            Text("BACKDROP").font(.system(size: 54, weight: .black)).foregroundStyle(.black).rotationEffect(.degrees(-12))
        }
    }
}

extension FlipbookScene {
    static let materialGalleries = lightAndDark(
        "materials-gallery", size: CGSize(width: 390, height: 480),
        summary: "Materials: ultra-thin to ultra-thick and .bar, blurring a colourful backdrop, light and dark"
    ) {
        MaterialGalleryView()
    }
}
