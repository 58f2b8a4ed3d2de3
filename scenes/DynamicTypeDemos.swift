import Flipbook

// Dynamic Type: the same contact card at three Text Size settings. Text styles take iOS's point
// sizes for each setting, the avatar grows with `@ScaledMetric`, and the fixed-size badge stays.

/// A contact card as an app writes it: text styles, a scaled avatar, a fixed-size badge.
struct ContactCard: View {
    @ScaledMetric(relativeTo: .headline) private var avatar = 44.0
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // At accessibility sizes the avatar goes above the name, as Apple advises.
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 8) { avatarImage; names }
            } else {
                HStack(spacing: 12) { avatarImage; names }
            }
            Text("Last seen today").font(.footnote).foregroundStyle(.secondary)
            Text(typeSize.isAccessibilitySize ? "AX" : "STD")
                .font(.system(size: 11, weight: .bold))
                .foregroundStyle(.white)
                .padding(.horizontal, 6).padding(.vertical, 2)
                .background(Capsule().fill(.gray))
        }
        .padding(14)
        .frame(width: 270, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.95)))
    }

    private var avatarImage: some View {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .frame(width: avatar, height: avatar)
            .foregroundStyle(.blue)
    }

    private var names: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Ada Lovelace").font(.headline)
            Text("ada@example.com").font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

extension FlipbookScene {
    /// One card at `.xSmall`, `.large` (the default) and `.accessibility2`.
    static let dynamicTypeCards = FlipbookScene("dynamic-type", size: CGSize(width: 890, height: 350), duration: 0.1,
                                                summary: "Dynamic Type: one card at xSmall, large and accessibility2") {
        HStack(alignment: .top, spacing: 20) {
            ContactCard().dynamicTypeSize(.xSmall)
            ContactCard()
            ContactCard().dynamicTypeSize(.accessibility2)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding(20)
    }.goldenTimes([0])

    static let dynamicTypeDemos: [FlipbookScene] = [.dynamicTypeCards]
}
