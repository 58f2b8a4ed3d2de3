import FlipbookDisplayList

extension ViewGraph {
    /// The centres as drawn, in scene points, of the texts and symbol images a finger can touch now
    /// that `label` names (a text by its string; a symbol by its name or iOS's label for it, matched
    /// as ``ScriptName`` says): where a script's finger goes down on a view named by a label that no
    /// gesture answers to (a card's title inside a scroll view). Only those whose centre shows (not
    /// clipped away by a scroll view) count.
    func drawnLabelCenters(named label: String) -> [CGPoint] {
        var found: [(element: Element, name: ScriptName, center: CGPoint)] = []
        walkReachableElements(from: ()) { element, transform, _ in
            let part: LabelPart
            if let text = element as? TextElement {
                part = .text(text.spec.string)
            } else if let symbol = element as? SymbolElement {
                part = .symbol(symbol.name)
            } else {
                return
            }
            let name = ScriptName(identifier: nil, accessibilityLabel: nil, parts: [part])
            guard name.match(label) != nil else { return }
            let frame = (element as? LeafElement)?.presentedFrame(at: time) ?? element.frame
            found.append((element, name, transform.applied(to: CGPoint(x: frame.midX, y: frame.midY))))
        }
        let shown = found.filter { candidate in
            var reached = false
            walkReachableElements(at: candidate.center, from: ()) { element, _, _ in reached = reached || element === candidate.element }
            return reached
        }
        return ScriptName.named(label, in: shown, by: \.name).map(\.center)
    }
}
