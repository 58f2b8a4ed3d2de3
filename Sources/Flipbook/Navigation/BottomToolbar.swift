/// The toolbar at the bottom of a screen (`.bottomBar` and `.status` toolbar items): 44 points
/// on the bar material under a hairline, items in a row 16 points in from each side, a
/// `.status` item in the middle.
struct BottomToolbar: View {
    static let height: CGFloat = 44
    let items: [Element]

    var body: some View {
        let status = items.filter { $0.traits.toolbarSlot == .status }
        ZStack {
            if !status.isEmpty { ResolvedElements(elements: status) }
            HStack(spacing: ToolbarItemRow.spacing) {
                ResolvedElements(elements: items.filter { $0.traits.toolbarSlot == .bottom })
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
        }
        .frame(height: Self.height)
        .frame(maxHeight: .infinity, alignment: .top)
        .background { BarBackground(hairlineOnTop: true) }
    }
}
