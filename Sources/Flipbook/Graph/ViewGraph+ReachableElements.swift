import FlipbookDisplayList

/// An element that draws its children moved, and clipped, by a state of its own: a scroll view
/// draws its content at its scroll offset, inside its visible area. What a finger touches there
/// is what is drawn, so hit tests follow it.
@MainActor
protocol ShiftedContent: AnyObject {
    /// The transform its children are drawn with at `time`, in its own coordinates.
    func contentTransform(at time: Double) -> FlipbookDisplayList.AffineTransform
    /// The area, in its own coordinates, outside which its children are not drawn; nil when they are not clipped.
    var contentClip: CGRect? { get }
}

/// An element that draws some of its children (or further descendants) itself, moved from where
/// they are laid out by a state of its own: a plain list's or a lazy stack's pinned section
/// headers and footers. What a finger touches there is what is drawn, so hit tests follow it.
@MainActor
protocol RearrangedChildren: AnyObject {
    /// What it draws at `time`, in drawing order, each with the transform it is drawn with, in its own coordinates.
    func childrenAsDrawn(at time: Double) -> [(element: Element, transform: FlipbookDisplayList.AffineTransform)]
}

extension ViewGraph {
    /// Visits the elements a finger can reach at the graph's time, in drawing order (the scene's
    /// top layer last, outside the effects around its presenters), each with the transform it is
    /// drawn with (its own effect included) and the `State` its parent's visit passed down
    /// (`initial` at the roots), which `body` may change for its children. Views playing their
    /// removal, hidden ones, those inside `allowsHitTesting(false)` and those drawn fully
    /// transparent are not reached; children of a ``ShiftedContent`` are reached where they are
    /// drawn, and, given a `point` (scene points), only where their clip lets it through (the top
    /// layer's views inside them, drawn outside it, are reached wherever they are); those of a
    /// ``RearrangedChildren`` where it draws them (a pinned header where it sticks).
    func walkReachableElements<State>(at point: CGPoint? = nil, from initial: State,
                                      _ body: (Element, FlipbookDisplayList.AffineTransform, inout State) -> Void) {
        var onTop: [Element] = []
        // `clipped`: outside the clip of a scroll view around it, where only the top layer's views (drawn outside it) are reached.
        func visit(_ element: Element, transform: FlipbookDisplayList.AffineTransform, opacity: Double, state: State, clipped: Bool) {
            if element.traits.isDeparting || element.traits.isHidden || element.traits.passesHits { return }
            if let top = element as? TopLayerElement, top.isDeferred, !onTop.contains(where: { $0 === top }) {
                onTop.append(top)
                return
            }
            var transform = transform, opacity = opacity, state = state, clipped = clipped
            if let effect = element as? any PresentedEffect {
                let own = effect.presentedEffect(at: time)
                transform = own.transform.concatenating(transform)
                opacity *= own.opacity
            }
            guard opacity > 0 else { return }
            if !clipped { body(element, transform, &state) }
            if let shifted = element as? any ShiftedContent {
                if !clipped, let point, let clip = shifted.contentClip {
                    clipped = !(transform.inverted.map { clip.contains($0.applied(to: point)) } ?? false)
                }
                transform = shifted.contentTransform(at: time).concatenating(transform)
            }
            if let rearranged = element as? any RearrangedChildren {
                for (child, shift) in rearranged.childrenAsDrawn(at: time) {
                    visit(child, transform: shift.concatenating(transform), opacity: opacity, state: state, clipped: clipped)
                }
            } else {
                for child in element.orderedForDrawing {
                    visit(child, transform: transform, opacity: opacity, state: state, clipped: clipped)
                }
            }
        }
        for element in rootElements { visit(element, transform: .identity, opacity: 1, state: initial, clipped: false) }
        var index = 0
        while index < onTop.count {
            visit(onTop[index].children[0], transform: .identity, opacity: 1, state: initial, clipped: false)
            index += 1
        }
    }
}
