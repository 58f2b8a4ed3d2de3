/// One action a swiped list row reveals: what its button shows and does. Read from the buttons of
/// a `swipeActions` modifier as they resolve, or made for a `ForEach.onDelete`.
struct SwipeAction {
    let title: String
    /// The symbol of the button's `Label`, shown instead of the title.
    let systemImage: String?
    let role: ButtonRole?
    /// What the button is filled with: its `tint`, else red for a destructive role, else grey.
    let color: Color
    /// Whether running it removes the row (`onDelete`'s Delete): tapped, it stretches over the row.
    var removesRow = false
    let action: @MainActor () -> Void

    /// The buttons of `content`, in order (the first is the one at the edge).
    @MainActor static func actions(of content: any View, in context: ResolveContext) -> [SwipeAction] {
        var found: [SwipeAction] = []
        func visit(_ element: Element) {
            guard let target = element.traits.tapTarget else { return element.children.forEach(visit) }
            var symbol: String?
            element.forEachElement { if symbol == nil, let image = $0 as? SymbolElement { symbol = image.name } }
            let color = target.tint ?? (target.role == .destructive ? Color.red : Color(UIColor.systemGray))
            found.append(SwipeAction(title: target.title, systemImage: symbol, role: target.role, color: color, action: target.action))
        }
        context.resolve(content).forEach(visit)
        return found
    }

    /// The red "Delete" action a `ForEach.onDelete` gives each of its rows.
    @MainActor static func delete(_ editing: ListRowEditing) -> SwipeAction {
        SwipeAction(title: "Delete", systemImage: nil, role: .destructive, color: .red, removesRow: true) { editing.delete() }
    }
}

/// How swipe action buttons are drawn on an iPhone: at least 74 pt wide, the title in 15 pt
/// medium (or the symbol at 20 pt) in white, 15 pt clear of the button's sides.
enum SwipeActionMetrics {
    static let minimumWidth: CGFloat = 74
    static let padding: CGFloat = 15
    static let titleFont = Font.system(size: 15, weight: .medium)
    static let symbolFont = Font.system(size: 20)
    /// How a revealed row settles open or closed once the finger lifts, or closes after a tap.
    static let settle = Animation.spring(duration: 0.35, bounce: 0)
}
