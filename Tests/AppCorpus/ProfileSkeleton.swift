import SwiftUI

struct SkeletonProfile {
    var name: String
    var bio: String
}

struct ProfileSkeleton: View {
    var profile: SkeletonProfile?

    var body: some View {
        let shown = profile ?? SkeletonProfile(name: "Placeholder name", bio: "A short biography that loads later")
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 4) {
                Text(shown.name)
                    .font(.headline)
                Text(shown.bio)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("Updated just now")
                    .font(.caption)
                    .unredacted()
            }
        }
        .padding()
        .redacted(reason: profile == nil ? .placeholder : [])
    }
}

#Preview("Loading") {
    ProfileSkeleton(profile: nil)
}

#Preview("Loaded") {
    ProfileSkeleton(profile: SkeletonProfile(name: "Ada Lovelace", bio: "Wrote the first program"))
}
