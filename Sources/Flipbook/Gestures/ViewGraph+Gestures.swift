import FlipbookDisplayList

/// A gesture found under a point: its target and the element it is attached to.
struct GestureHit {
    let target: GestureTarget
    let elementID: ViewID
}

extension ViewGraph {
    /// The gestures a finger at `point` (scene points) touches, outermost first: those attached to
    /// the views around the view drawn topmost there (as drawn: offsets, scales, rotations and
    /// scroll offsets included; fully transparent views, and content outside what its scroll view
    /// shows, are not hit), less those a `GestureMask` excludes and
    /// those inside `disabled(true)`.
    func gestures(at point: CGPoint) -> [GestureHit] {
        var hit: [GestureHit] = []
        walkGestureElements(at: point) { element, transform, chain in
            let frame = (element as? LeafElement)?.presentedFrame(at: time) ?? element.frame
            guard element.children.isEmpty, let local = transform.inverted?.applied(to: point), frame.contains(local) else { return }
            hit = chain
        }
        var allowed: [GestureHit] = []
        for gesture in hit {
            if gesture.target.mask.contains(.gesture), gesture.target.isEnabled { allowed.append(gesture) }
            if !gesture.target.mask.contains(.subviews) { break }
        }
        return allowed
    }

    /// `point` (scene points) in the coordinates of the view the gesture attached by element `id`
    /// is attached to, as drawn now; nil when that view is gone.
    func localPoint(_ point: CGPoint, ofGestureAt id: ViewID) -> CGPoint? {
        var found: CGPoint?
        walkGestureElements { element, transform, chain in
            guard found == nil, let last = chain.last, last.elementID == id, element.id == id,
                  let local = transform.inverted?.applied(to: point) else { return }
            found = CGPoint(x: local.x - element.frame.minX, y: local.y - element.frame.minY)
        }
        return found
    }

    /// The gesture targets on screen in tree order, with the centre of each one's view as drawn.
    var gestureTargets: [(target: GestureTarget, center: CGPoint)] {
        var found: [(GestureTarget, CGPoint)] = []
        walkGestureElements { element, transform, chain in
            guard let last = chain.last, last.elementID == element.id, last.target === element.traits.gestureTarget else { return }
            found.append((last.target, drawnCenter(of: element, transform: transform)))
        }
        return found
    }

    /// The centre of `element` as drawn, moved by the effects of the modifiers inside it too (the
    /// offset a dragged card is drawn at).
    private func drawnCenter(of element: Element, transform: FlipbookDisplayList.AffineTransform) -> CGPoint {
        var transform = transform, inner = element
        while inner.kind.isModifier, let child = inner.children.first {
            inner = child
            if let effect = inner as? any PresentedEffect { transform = effect.presentedEffect(at: time).transform.concatenating(transform) }
        }
        let frame = (inner as? LeafElement)?.presentedFrame(at: time) ?? inner.frame
        return transform.applied(to: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Visits the elements a finger reaches (see `walkReachableElements`; given `point`, only
    /// where the scroll views it is in show it) with the transform they are drawn with and the
    /// gestures attached around them, outermost first; an element carrying its own gesture is
    /// visited after it joins the chain.
    private func walkGestureElements(at point: CGPoint? = nil,
                                     _ body: (Element, FlipbookDisplayList.AffineTransform, [GestureHit]) -> Void) {
        walkReachableElements(at: point, from: [GestureHit]()) { element, transform, chain in
            if let target = element.traits.gestureTarget, element.children.first?.traits.gestureTarget !== target {
                chain.append(GestureHit(target: target, elementID: element.id))
            }
            body(element, transform, chain)
        }
    }
}
