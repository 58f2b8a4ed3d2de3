import Flipbook

struct GeometryEffectsView: View {
    @State private var cardWidth: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Card \(Int(cardWidth)) pt wide").font(.headline)
                    ContainerRelativeShape()
                        .fill(.blue.gradient)
                        .frame(height: 120)
                }
                .padding(12)
                .background(.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 28))
                .containerShape(RoundedRectangle(cornerRadius: 28))
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { width in
                    cardWidth = width
                }

                ForEach(0..<6) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.orange)
                        .frame(height: 80)
                        .overlay { Text("Tile \(index + 1)").font(.title3.bold()).foregroundStyle(.white) }
                        .visualEffect { content, proxy in
                            content
                                .hueRotation(.degrees(proxy.frame(in: .global).minY / 4))
                                .scaleEffect(proxy.frame(in: .global).minY > 500 ? 0.9 : 1)
                        }
                }
            }
            .padding()
        }
    }
}

#Preview("Geometry effects") {
    GeometryEffectsView()
}
