/// The toolbar at the bottom of a screen (`.bottomBar` and `.status` toolbar items): 44 points
/// on the bar material under a hairline while the content reaches under it (``BottomBarBackground``),
/// items in a row 16 points in from each side, a `.status` item in the middle. Primitive, as ``NavigationBar`` is: its items are resolved where
/// `.toolbar` is.
struct BottomToolbar: View, PrimitiveView {
    static let height: CGFloat = 44
    let items: [Element]
    /// What the screen asks of the bar (`toolbarBackground(_:for: .bottomBar)`…).
    var appearance = BarAppearance()
    /// Where the screen's followed scroll view is scrolled (see ``BottomBarScrollEdge``).
    var followed: ScrollOffsetState?
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let status = items.filter { $0.traits.toolbarSlot == .status }
        let bar = ZStack {
            if !status.isEmpty { ResolvedElements(elements: status) }
            HStack(spacing: ToolbarItemRow.spacing) {
                ResolvedElements(elements: items.filter { $0.traits.toolbarSlot == .bottom })
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
        }
        .frame(height: Self.height)
        .background { BottomBarBackground(appearance: appearance, followed: followed) }
        .barColorScheme(appearance.visibility == .hidden ? nil : appearance.colorScheme)
        return context.resolveChild(bar, component: .content)
    }
}
