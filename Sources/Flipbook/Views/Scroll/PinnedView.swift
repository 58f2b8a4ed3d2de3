import FlipbookDisplayList

/// A section's header or footer pinned in its scroll view (a plain `List`'s headers, a lazy stack's
/// or grid's `pinnedViews`): what draws it, where it rests from the last layout, and how far the
/// scroll may carry it. A header sticks to the start of what shows (top, or leading for a
/// horizontal stack or grid) while its section passes under it and is pushed out by the section's
/// end; a footer sticks to the end of what shows while its section is on screen and is pushed out
/// by the section's start, as `UITableView`'s floating headers and footers are.
struct PinnedView {
    enum Role { case header, footer }

    /// The view's elements (and a list's band behind them).
    let elements: [Element]
    let role: Role
    /// Where the view starts along the scroll axis at rest, and its length, in the content's coordinates.
    let start: CGFloat
    let length: CGFloat
    /// How far it may travel: for a header, where it must end by (its section's end, or its
    /// pinned footer's start); for a footer, where it must start from (its section's start, or the
    /// end of its pinned header).
    let limit: CGFloat

    /// A plain list's header, pinned to the top until its section's bottom pushes it up.
    static func header(_ elements: [Element], top: CGFloat, height: CGFloat, sectionBottom: CGFloat) -> PinnedView {
        PinnedView(elements: elements, role: .header, start: top, length: height, limit: sectionBottom)
    }

    /// How far the view is moved from its place at rest when what shows spans `visible` along
    /// the axis (in the content's coordinates).
    func shift(showing visible: ClosedRange<CGFloat>) -> CGFloat {
        switch role {
        case .header: max(0, min(max(start, visible.lowerBound), limit - length) - start)
        case .footer: min(0, max(min(start, visible.upperBound - length), limit) - start)
        }
    }

    /// Draws `pins` where they show at `time` as `pinning`'s scroll view moves along `axis`, moved
    /// by whole device pixels (`pixel` thick).
    @MainActor
    static func draw(_ pins: [PinnedView], along axis: Axis, pinnedTo pinning: ScrollOffsetState, pixel: CGFloat,
                     into items: inout [DisplayItem], at time: Double) {
        let start = CGPoint(x: pinning.viewport.minX, y: pinning.viewport.minY)[axis] + pinning.presentedOffset(at: time)[axis]
        let visible = start...(start + pinning.viewport.size[axis])
        for pin in pins {
            let shift = (pin.shift(showing: visible) / pixel).rounded() * pixel
            guard shift != 0 else {
                for element in pin.elements { element.emit(into: &items, at: time) }
                continue
            }
            var drawn: [DisplayItem] = []
            for element in pin.elements { element.emit(into: &drawn, at: time) }
            let transform = axis == .vertical ? FlipbookDisplayList.AffineTransform(translationX: 0, y: Double(shift))
                : FlipbookDisplayList.AffineTransform(translationX: Double(shift), y: 0)
            items.append(.group(GroupDrawing(transform: transform, items: drawn)))
        }
    }
}
