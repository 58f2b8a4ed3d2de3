import Flipbook

/// A card previewed the pre-macro way, with a `PreviewProvider` (test fixture).
struct ProfileCard: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name).font(.headline)
            Text("iOS engineer").font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Ada")
                .previewDisplayName("Ada")
            ProfileCard(name: "Grace")
                .previewDevice("iPhone SE (3rd generation)")
        }
        .previewLayout(.sizeThatFits)
    }
}

struct ProfileCardOnDevice_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Linus")
            .previewTraits(.duration(0.5))
    }
}
