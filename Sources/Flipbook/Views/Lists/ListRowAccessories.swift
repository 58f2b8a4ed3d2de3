/// The controls an active edit mode shows on a list row, as iOS draws them: leading, a red
/// minus-circle delete indicator (rows of a `ForEach` with `onDelete`; a tap opens the row's
/// Delete button) or, in a list with a selection, a selection circle (empty grey, or filled in
/// the tint with a checkmark when the row is selected); trailing, a reorder grip (rows of a
/// `ForEach` with `onMove`). The row's content moves over by `indent` and the grip takes
/// `gripWidth` at the trailing margin. Outside edit mode they wait just past the row's edges,
/// so switching it (animated, as `EditButton` does) slides them in with the content.
@MainActor
final class ListRowAccessories {
    let leading: Element?
    let trailing: Element?
    let isEditing: Bool

    /// How far the content moves for a leading control: the 22 pt control and 16 pt after it.
    static let indent: CGFloat = 38
    /// The side of the leading controls.
    static let controlSide: CGFloat = 22
    /// The width the reorder grip takes (and the space before it).
    static let gripWidth: CGFloat = 22
    static let gripSpacing: CGFloat = 16

    private init(leading: Element?, trailing: Element?, isEditing: Bool) {
        self.leading = leading
        self.trailing = trailing
        self.isEditing = isEditing
    }

    /// The row's controls, or nil when it has none. `selected` is whether the row is selected in a
    /// list with a selection (nil: no selection circle).
    static func make(for content: Element, rowID: ViewID, swipe: ListRowSwipe?, selected: Bool?, isEditing: Bool,
                     context: ResolveContext) -> ListRowAccessories? {
        let editing = content.traits.listRowEditing
        var controlContext = context
        controlContext.id = rowID.appending(.explicit("edit controls"))
        var leading: Element?
        if let selected {
            let circle: any View = selected
                ? Image(systemName: "checkmark.circle.fill").foregroundStyle(context.environment.tintColor)
                : Image(systemName: "circle").foregroundStyle(Color(UIColor.systemGray3))
            leading = controlContext.resolveChild(control(circle), component: .explicit(selected ? "selected" : "unselected")).first
        } else if content.traits.deletableRowEditing != nil {
            let indicator = controlContext.resolveChild(
                control(Image(systemName: "minus.circle.fill").foregroundStyle(Color.red)), component: .explicit("delete")).first
            if let indicator, let swipe, let side = swipe.side(.trailing) {
                let graph = context.graph, names = TapTarget.textList(in: [content])
                let target = TapTarget(title: "Delete " + names.joined(separator: " ")) { [weak graph] in
                    withAnimation(SwipeActionMetrics.settle) {
                        swipe.state.move(swipe.rowID, to: -side.width)
                        graph?.willChangeLayout()
                    }
                }
                leading = TraitElement("DeleteIndicator", child: indicator, id: indicator.id.appending(.wrapper)) { $0.tapTarget = target }
            } else {
                leading = indicator
            }
        }
        let trailing = editing?.actions.move == nil ? nil : controlContext.resolveChild(
            Image(systemName: "line.3.horizontal").font(.system(size: 17, weight: .medium))
                .foregroundStyle(Color(UIColor.tertiaryLabel)).frame(width: gripWidth, height: controlSide),
            component: .explicit("grip")).first
        guard leading != nil || trailing != nil else { return nil }
        return ListRowAccessories(leading: leading, trailing: trailing, isEditing: isEditing)
    }

    private static func control(_ symbol: any View) -> some View {
        AnyView(symbol).font(.system(size: controlSide)).frame(width: controlSide, height: controlSide)
    }

    var elements: [Element] { [leading, trailing].compactMap { $0 } }

    /// Each control with its first leaf, whose presented frame tells how far the control slides
    /// (found once: a control's elements stay until the row is resolved again).
    private lazy var leaves: [(control: Element, leaf: LeafElement?)] = elements.map { control in
        var leaf: LeafElement?
        control.forEachElement { if leaf == nil { leaf = $0 as? LeafElement } }
        return (control, leaf)
    }

    /// The controls showing at `time`: all in edit mode; outside it, those still sliding away.
    func shown(at time: Double) -> [Element] {
        isEditing ? elements : leaves.filter { Self.slide(of: $0.leaf, at: time) != 0 }.map(\.control)
    }

    /// Whether a control slides in or out at `time` (the row clips them to itself meanwhile).
    func isSliding(at time: Double) -> Bool { leaves.contains { Self.slide(of: $0.leaf, at: time) != 0 } }

    /// How far across a control is drawn from where it is laid out at `time` while it moves (its
    /// first leaf's presented frame against its laid-out one; none once its frame rests, and
    /// under half a point, the pixel rounding of a frame, is none).
    private static func slide(of leaf: LeafElement?, at time: Double) -> CGFloat {
        guard let leaf, leaf.isAnimatingItself == true else { return 0 }
        let shift = leaf.presentedFrame(at: time).minX - leaf.frame.minX
        return abs(shift) < 0.5 ? 0 : shift
    }

    /// How much of the row's width the content gives up now: leading, trailing.
    var contentInsets: (leading: CGFloat, trailing: CGFloat) {
        guard isEditing else { return (0, 0) }
        return (leading == nil ? 0 : Self.indent, trailing == nil ? 0 : Self.gripWidth + Self.gripSpacing)
    }

    /// Places the controls in a row of `frame` whose content (at rest, outside edit mode) spans
    /// `contentLeading` to `contentTrailing`; out of reach of scripts outside edit mode.
    func place(in frame: CGRect, contentLeading: CGFloat, contentTrailing: CGFloat) {
        let side = Self.controlSide, y = frame.midY - side / 2
        if let leading {
            let x = isEditing ? contentLeading : frame.minX - side
            _ = leading.sizeThatFits(ProposedViewSize(width: side, height: side))
            leading.place(in: CGRect(x: x, y: y, width: side, height: side))
            leading.traits.isHidden = !isEditing
        }
        if let trailing {
            let x = isEditing ? contentTrailing - Self.gripWidth : frame.maxX
            _ = trailing.sizeThatFits(ProposedViewSize(width: Self.gripWidth, height: side))
            trailing.place(in: CGRect(x: x, y: y, width: Self.gripWidth, height: side))
        }
    }
}
