import Flipbook

struct BadgeView: View {
    let brand = Color(#colorLiteral(red: 0.3, green: 0.2, blue: 0.9, alpha: 1))

    var body: some View {
        HStack(spacing: 10) {
            Text("NEW")
                .font(.caption2)
                .bold()
                .kerning(1)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.accentColor))
                .foregroundColor(.white)
            Text("PRO")
                .font(.caption2.weight(.heavy))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(brand)
                .foregroundColor(.white)
                .cornerRadius(4)
            Text("beta")
                .font(.caption)
                .textCase(.uppercase)
                .foregroundColor(Color(red: 0.9, green: 0.4, blue: 0.1))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color(hue: 0.07, saturation: 0.9, brightness: 0.9), lineWidth: 1))
        }
    }
}
