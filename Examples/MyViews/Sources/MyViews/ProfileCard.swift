import Flipbook

/// A person's name, role and initials.
public struct ProfileCard: View {
    let name: String
    let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(String(name.prefix(1)))
                .font(.title2.bold())
                .foregroundStyle(.white)
                .frame(width: 48, height: 48)
                .background(Color.indigo, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text(role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(Color.gray.opacity(0.08), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Ada Lovelace", role: "Analyst")
                .previewDisplayName("Ada")
            ProfileCard(name: "Grace Hopper", role: "Rear admiral")
                .previewDisplayName("Grace")
        }
        .previewLayout(.fixed(width: 360, height: 110))
    }
}
