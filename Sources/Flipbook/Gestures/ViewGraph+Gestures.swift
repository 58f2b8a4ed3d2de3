import FlipbookDisplayList

/// A gesture found under a point: its target and the element it is attached to.
struct GestureHit {
    let target: GestureTarget
    let elementID: ViewID
}

extension ViewGraph {
    /// The gestures a finger at `point` (scene points) touches, outermost first: those attached to
    /// the views around the view drawn topmost there (as drawn: offsets, scales and rotations
    /// included; fully transparent views are not hit), less those a `GestureMask` excludes and
    /// those inside `disabled(true)`.
    func gestures(at point: CGPoint) -> [GestureHit] {
        var hit: [GestureHit] = []
        walkGestureElements { element, transform, chain in
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

    /// Visits the drawn elements in drawing order (the scene's top layer last) with the transform
    /// they are drawn with (their own effect included) and the gestures attached around them,
    /// outermost first; an element carrying its own gesture is visited after it joins the chain.
    private func walkGestureElements(_ body: (Element, FlipbookDisplayList.AffineTransform, [GestureHit]) -> Void) {
        var onTop: [Element] = []
        func visit(_ element: Element, transform: FlipbookDisplayList.AffineTransform, opacity: Double, chain: [GestureHit]) {
            if element.traits.isDeparting || element.traits.isHidden || element.traits.passesHits { return }
            if let top = element as? TopLayerElement, top.isDeferred, !onTop.contains(where: { $0 === top }) {
                onTop.append(top)
                return
            }
            var transform = transform, opacity = opacity, chain = chain
            if let effect = element as? any PresentedEffect {
                let own = effect.presentedEffect(at: time)
                transform = own.transform.concatenating(transform)
                opacity *= own.opacity
            }
            guard opacity > 0 else { return }
            if let target = element.traits.gestureTarget, element.children.first?.traits.gestureTarget !== target {
                chain.append(GestureHit(target: target, elementID: element.id))
            }
            body(element, transform, chain)
            for child in element.orderedForDrawing { visit(child, transform: transform, opacity: opacity, chain: chain) }
        }
        for element in rootElements { visit(element, transform: .identity, opacity: 1, chain: []) }
        // The scene's top layer, drawn last, outside the effects and gestures around its presenters.
        var index = 0
        while index < onTop.count {
            visit(onTop[index].children[0], transform: .identity, opacity: 1, chain: [])
            index += 1
        }
    }
}
