import Flipbook

struct BrandCardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("hero")
                .resizable()
                .scaledToFill()
                .frame(height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Autumn collection")
                .font(.headline)
                .foregroundStyle(Color("BrandBlue"))
            Text("New colours for the season, in stores now.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Button("Shop now") {}
                .buttonStyle(.borderedProminent)
                .tint(Color("BrandBlue"))
        }
        .padding()
        .background(Color("CardBackground", bundle: .module), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}
