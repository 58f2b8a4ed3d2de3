import FlipbookDisplayList

/// A section header pinned in its scroll view (a plain `List`'s, a `LazyVStack`'s with
/// `pinnedViews: .sectionHeaders`): what draws it, where it rests from the last layout, and the
/// bottom of its section, which pushes it up as the section leaves.
struct PinnedHeader {
    /// The header's elements (and a list's band behind them).
    let elements: [Element]
    /// The top and height of the header at rest, in the content's coordinates.
    let top: CGFloat
    let height: CGFloat
    let sectionBottom: CGFloat

    /// Draws `pins` where they show at `time` as `pinning`'s scroll view moves: each at the top of
    /// what shows while its section passes under it, pushed up by the section's end, moved by
    /// whole device pixels (`pixel` thick).
    @MainActor
    static func draw(_ pins: [PinnedHeader], pinnedTo pinning: ScrollOffsetState, pixel: CGFloat,
                     into items: inout [DisplayItem], at time: Double) {
        // The top of what shows, in the content's coordinates.
        let visibleTop = pinning.viewport.minY + pinning.presentedOffset(at: time).y
        for pin in pins {
            let top = min(max(pin.top, visibleTop), pin.sectionBottom - pin.height)
            let shift = max(0, ((top - pin.top) / pixel).rounded() * pixel)
            guard shift > 0 else {
                for element in pin.elements { element.emit(into: &items, at: time) }
                continue
            }
            var drawn: [DisplayItem] = []
            for element in pin.elements { element.emit(into: &drawn, at: time) }
            items.append(.group(GroupDrawing(transform: FlipbookDisplayList.AffineTransform(translationX: 0, y: Double(shift)), items: drawn)))
        }
    }
}
