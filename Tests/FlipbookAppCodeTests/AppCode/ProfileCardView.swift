import Flipbook

struct ProfileCardView: View {
    let name: String
    let role: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 80, height: 80)
                .foregroundColor(.gray)

            Text(name)
                .font(.title)
                .fontWeight(.bold)

            Text(role)
                .font(.subheadline)
                .foregroundColor(.secondary)

            Divider()

            VStack(alignment: .leading, spacing: 8) {
                Label("ada@example.com", systemImage: "envelope")
                Label("+44 20 7946 0000", systemImage: "phone")
                Label("London", systemImage: "mappin.and.ellipse")
            }
            .font(.callout)
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(16)
        .padding()
    }
}
