extension ViewGraph {
    /// The control of `kind` labelled `label` on screen (tree order; controls still playing
    /// their removal are not on screen). `kind` is an `Operation.controlName`.
    func control(_ kind: String, labelled label: String) throws -> ControlTarget {
        let controls = controlTargets.filter { $0.operation.controlName == kind }
        let matches = controls.filter { $0.title == label }
        guard let control = matches.first else {
            throw RenderError.unknownControl(kind: kind, label: label, known: controls.map(\.title))
        }
        guard matches.count == 1 else { throw RenderError.ambiguousControl(kind: kind, label: label, count: matches.count) }
        return control
    }

    /// The script targets of every control on screen, in tree order.
    private var controlTargets: [ControlTarget] {
        var found: [ControlTarget] = []
        func visit(_ element: Element, above: ControlTarget?) {
            if element.traits.isDeparting { return }
            let target = element.traits.controlTarget
            // The modifiers around a control have its target too.
            if let target, target !== above { found.append(target) }
            for child in element.children { visit(child, above: target) }
        }
        for element in rootElements { visit(element, above: nil) }
        return found
    }

    /// The tap target drawn topmost at `point` (scene points): the last one in drawing order
    /// whose view's layout frame contains it. Offsets and transforms drawn on top of layout are
    /// not taken into account.
    func tapTarget(at point: CGPoint) -> TapTarget? {
        var hit: TapTarget?
        func visit(_ element: Element) {
            if element.traits.isDeparting { return }
            // A target's own frame is that of the view that defines it, not of modifiers around it.
            if let target = element.traits.tapTarget, element.children.first?.traits.tapTarget !== target,
               element.frame.contains(point) {
                hit = target
            }
            for child in element.orderedForDrawing { visit(child) }
        }
        for element in rootElements { visit(element) }
        return hit
    }
}
