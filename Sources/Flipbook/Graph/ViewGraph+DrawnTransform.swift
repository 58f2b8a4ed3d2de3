import FlipbookDisplayList

extension ViewGraph {
    /// The transform the views around `element` give it as drawn at `time` (offsets, scales,
    /// rotations, transitions, a receding screen, a scroll view's offset, a pinned header's
    /// shift), composed from the root; the scene's top layer counts as where it is declared. Nil
    /// when `element` is not in the graph.
    func drawnTransform(of element: Element, at time: Double) -> FlipbookDisplayList.AffineTransform? {
        var found: FlipbookDisplayList.AffineTransform?
        func visit(_ current: Element, transform: FlipbookDisplayList.AffineTransform) {
            if current === element {
                found = transform
                return
            }
            var transform = transform
            if let effect = current as? any PresentedEffect {
                transform = effect.presentedEffect(at: time).transform.concatenating(transform)
            }
            if let shifted = current as? any ShiftedContent {
                transform = shifted.contentTransform(at: time).concatenating(transform)
            }
            if let rearranged = current as? any RearrangedChildren {
                for (child, shift) in rearranged.childrenAsDrawn(at: time) where found == nil {
                    visit(child, transform: shift.concatenating(transform))
                }
            } else {
                for child in current.children where found == nil { visit(child, transform: transform) }
            }
        }
        for root in rootElements where found == nil { visit(root, transform: .identity) }
        return found
    }
}

extension FlipbookDisplayList.AffineTransform {
    /// The smallest rectangle holding `rect` as this transform draws it.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(applied(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
