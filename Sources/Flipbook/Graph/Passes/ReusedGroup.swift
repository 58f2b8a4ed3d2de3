import FlipbookDisplayList

/// The group an element draws around its content every frame (an animating offset, a
/// transition): the one it drew last frame, changed in place once nothing else holds it (that
/// frame's list is gone), so a frame that only moves things allocates no group.
struct ReusedGroup {
    private var last: GroupDrawing?

    /// A group of `items` with `transform` and `opacity`, everything else as `GroupDrawing`'s defaults.
    mutating func group(transform: FlipbookDisplayList.AffineTransform, opacity: Double, items: [DisplayItem]) -> DisplayItem {
        guard var group = last.take() else {
            let group = GroupDrawing(transform: transform, opacity: opacity, items: items)
            last = group
            return .group(group)
        }
        group.transform = transform
        group.opacity = opacity
        group.items = items
        last = group
        return .group(group)
    }
}
