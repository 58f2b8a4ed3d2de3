import FlipbookDisplayList

extension ViewGraph {
    /// The control of `kind` labelled `label` on screen (tree order; controls still playing
    /// their removal are not on screen; `label` matched as ``ScriptName`` says), for the script
    /// event named `event` at `time`; a disabled control is an error. `kind` is an `Operation.controlName`.
    func control(_ kind: String, labelled label: String, for event: String, at time: Double) throws -> ControlTarget {
        let controls = controlTargets.filter { $0.operation.controlName == kind }
        let matches = ScriptName.named(label, in: controls, by: \.name)
        guard let control = matches.first else {
            throw RenderError.unknownControl(kind: kind, label: label, known: controls.map(\.title))
        }
        guard matches.count == 1 else { throw RenderError.ambiguousControl(kind: kind, label: label, matches: matches.map(\.name.shown)) }
        guard control.isEnabled else { throw RenderError.disabledControl(event: event, control: "the \(kind) \"\(label)\"", time: time) }
        return control
    }

    /// The control on screen whose view is `id` now, if it is still there and enabled, for the
    /// script event named `event` at `time` that found it as `label` (a disabled one is an error).
    func control(_ id: ViewID, labelled label: String, for event: String, at time: Double) throws -> ControlTarget? {
        guard let control = controlTargets.first(where: { $0.id == id }) else { return nil }
        guard control.isEnabled else {
            throw RenderError.disabledControl(event: event, control: "the \(control.operation.controlName) \"\(label)\"", time: time)
        }
        return control
    }

    /// The text field on screen that has focus, if any.
    var focusedTextField: (title: String, entry: TextEntry)? {
        for control in controlTargets {
            if case .text(let entry) = control.operation, entry.focus?.isFocused == true { return (control.title, entry) }
        }
        return nil
    }

    /// The script targets of every control on screen, in tree order.
    private var controlTargets: [ControlTarget] {
        var found: [ControlTarget] = []
        func visit(_ element: Element, above: ControlTarget?) {
            if element.traits.isDeparting || element.traits.isHidden { return }
            let target = element.traits.controlTarget
            // The modifiers around a control have its target too.
            if let target, target !== above { found.append(target) }
            for child in element.children { visit(child, above: target) }
        }
        for element in rootElements { visit(element, above: nil) }
        return found
    }

    /// The tap target drawn topmost at `point` (scene points) at the graph's time: the last one in
    /// drawing order whose view's frame, as drawn (moved by the offsets, scales, rotations and
    /// transitions around it, and by the scroll offsets of the scroll views it is in, within what
    /// they show), contains it. Views drawn fully transparent and views inside
    /// `allowsHitTesting(false)` are not hit, as in SwiftUI. The scene's top layer is drawn last, so its presentations are hit first; the barrier around
    /// a presentation (``PresentationBarrier``) takes the taps that would reach the views below.
    func tapTarget(at point: CGPoint) -> TapTarget? {
        var hit: TapTarget?
        walkReachableElements(at: point, from: ()) { element, transform, _ in
            guard let local = transform.inverted?.applied(to: point), element.frame.contains(local) else { return }
            // A target's own frame is that of the view that defines it, not of modifiers around it.
            if let target = element.traits.tapTarget, element.children.first?.traits.tapTarget !== target { hit = target }
            if let barrier = element as? PresentationBarrierElement { hit = barrier.target }
        }
        return hit
    }
}

extension FlipbookDisplayList.AffineTransform {
    /// The transform that undoes this one; nil when it collapses the plane.
    var inverted: FlipbookDisplayList.AffineTransform? {
        let determinant = self.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        return FlipbookDisplayList.AffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                                   tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
