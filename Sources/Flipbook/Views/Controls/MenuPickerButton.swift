/// A menu-style picker, closed: the current choice and a small up-and-down chevron, in the tint
/// colour (in a list row, the secondary label colour; grey when disabled). Flipbook does not open the menu.
struct MenuPickerButton: View {
    let title: String
    var isInRow = false
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
        .foregroundStyle(!isEnabled ? DisabledLook.foreground : isInRow ? Color(UIColor.secondaryLabel) : tint)
    }
}
