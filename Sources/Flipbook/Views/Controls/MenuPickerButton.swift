/// A menu-style picker, closed: the current choice and a small up-and-down chevron, in the tint
/// colour (in a list row, its label leading and the choice in the secondary label colour; grey
/// when disabled). A tap (in a row, anywhere on the row, as iOS's form rows take it) opens its
/// choices in a menu at the choice (``MenuPresentation``, ``MenuPickerItems``); a script taps it by
/// its texts: `Tap("Theme System", …)` or `Tap("System", …)`, then `Tap("Dark", …)` chooses.
struct MenuPickerButton: View {
    let titles: [String]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void
    /// In a list row: the picker's label, shown leading.
    var label: (any View)?
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @State private var isOpen = false

    var body: some View {
        HStack {
            if let label {
                ControlLabel(content: label)
                Spacer(minLength: 8)
            }
            choice
        }
        .contentShape(Rectangle())
        .onTapGesture { isOpen = true }
    }

    /// The current choice and the chevron, where the menu opens.
    private var choice: some View {
        HStack(spacing: 4) {
            Text(verbatim: selectedIndex.map { titles[$0] } ?? "")
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
        .foregroundStyle(!isEnabled ? DisabledLook.foreground : label != nil ? Color(UIColor.secondaryLabel) : tint)
        .modifier(MenuPresentation(isOpen: $isOpen, items: MenuPickerItems(titles: titles, selectedIndex: selectedIndex, choose: choose)))
    }
}
