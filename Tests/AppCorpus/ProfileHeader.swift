import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String
    let followers: Int

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 56, height: 56)
                .overlay {
                    Text(name.prefix(1))
                        .font(.title2.weight(.semibold))
                        .foregroundColor(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text("@\(handle)")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            VStack {
                Text("\(followers)")
                    .font(.headline)
                Text("Followers")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Taylor", handle: "taylor", followers: 1280)
}
