/// The badge of a tab bar item, as UIKit draws it: its text in 13-point white on a system red
/// capsule 18 points tall (at least as wide), 5 points either side of the text, over the top
/// trailing corner of the item's icon (its leading edge 5 points right of the icon's centre,
/// 2 points above the item's top).
struct TabBarBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red, in: Capsule())
            .fixedSize()
    }
}
