import Flipbook

/// A card in the app's own serif font, which this target ships as resources (`Fonts/`), named by
/// PostScript name and by family, beside the system font.
struct QuoteCardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("QUOTE OF THE DAY")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text("Simplicity is the ultimate sophistication.")
                .font(.custom("FlipbookTestSerif-Regular", size: 24, relativeTo: .title2))
            HStack {
                Text("Leonardo da Vinci")
                    .font(.custom("FlipbookTestSerif", size: 17).bold())
                Spacer()
                Text("Share")
                    .font(.custom("FlipbookTestSerif-Bold", size: 15))
                    .foregroundStyle(.blue)
            }
        }
        .padding(20)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

#Preview("Quote card", traits: .sizeThatFitsLayout) {
    QuoteCardView()
}
