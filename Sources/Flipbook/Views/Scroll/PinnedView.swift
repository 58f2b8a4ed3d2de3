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
        for (pin, transform) in zip(pins, transforms(pins, along: axis, pinnedTo: pinning, pixel: pixel, at: time)) {
            guard transform != .identity else {
                for element in pin.elements { element.emit(into: &items, at: time) }
                continue
            }
            var drawn: [DisplayItem] = []
            for element in pin.elements { element.emit(into: &drawn, at: time) }
            items.append(.group(GroupDrawing(transform: transform, items: drawn)))
        }
    }

    /// The elements of the pinned views' container as it draws them at `time`: `unpinned` where
    /// they are laid out, then each of `pins`' elements moved where it shows (see ``draw``).
    @MainActor
    static func childrenAsDrawn(unpinned: [Element], pins: [PinnedView], along axis: Axis, pinnedTo pinning: ScrollOffsetState,
                                pixel: CGFloat, at time: Double) -> [(element: Element, transform: FlipbookDisplayList.AffineTransform)] {
        let moved = zip(pins, transforms(pins, along: axis, pinnedTo: pinning, pixel: pixel, at: time))
            .flatMap { pin, transform in pin.elements.map { ($0, transform) } }
        return unpinned.map { ($0, .identity) } + moved
    }

    /// How each of `pins` is moved from its place at rest at `time`, by whole device pixels.
    @MainActor
    private static func transforms(_ pins: [PinnedView], along axis: Axis, pinnedTo pinning: ScrollOffsetState, pixel: CGFloat,
                                   at time: Double) -> [FlipbookDisplayList.AffineTransform] {
        let start = CGPoint(x: pinning.viewport.minX, y: pinning.viewport.minY)[axis] + pinning.presentedOffset(at: time)[axis]
        let visible = start...(start + pinning.viewport.size[axis])
        return pins.map { pin in
            let shift = Double((pin.shift(showing: visible) / pixel).rounded() * pixel)
            return axis == .vertical ? FlipbookDisplayList.AffineTransform(translationX: 0, y: shift)
                : FlipbookDisplayList.AffineTransform(translationX: shift, y: 0)
        }
    }
}
