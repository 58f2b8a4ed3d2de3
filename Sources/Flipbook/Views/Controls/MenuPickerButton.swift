/// A menu-style picker, closed: the current choice and a small up-and-down chevron, in the tint
/// colour (grey when disabled). Flipbook does not open the menu.
struct MenuPickerButton: View {
    let title: String
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
        .foregroundStyle(isEnabled ? tint ?? .accentColor : DisabledLook.foreground)
    }
}
