extension ViewGraph {
    /// The labels of every button on screen, in tree order.
    public var buttonLabels: [String] { tapTargets.map(\.title) }

    /// Presses the button or tap gesture named `label` at `time` (its `accessibilityIdentifier`,
    /// `accessibilityLabel`, title or label's texts, matched as ``ScriptName`` says): runs its action.
    public func tap(_ label: String, at time: Double) throws {
        let targets = tapTargets
        let matches = ScriptName.named(label, in: targets, by: \.name)
        guard let button = matches.first else {
            throw RenderError.unknownTapLabel(label, known: targets.flatMap { [$0.name.title] + $0.name.aliases })
        }
        guard matches.count == 1 else { throw RenderError.ambiguousTapLabel(label, matches: matches.map(\.name.shown)) }
        guard button.isEnabled else {
            throw RenderError.disabledControl(event: "Tap", control: "\"\(label)\"", time: time)
        }
        perform(at: time, button.action)
    }

    /// How well `label` names the button or tap gesture on screen it names best, if it names one.
    func tapTargetMatch(for label: String) -> ScriptName.Match? { tapTargets.compactMap { $0.name.match(label) }.min() }

    /// The tap targets on screen, in tree order: those of removed views still playing their
    /// removal are not (SwiftUI does not let them be tapped either).
    private var tapTargets: [TapTarget] {
        var found: [TapTarget] = []
        func visit(_ element: Element, above: TapTarget?) {
            if element.traits.isDeparting || element.traits.isHidden { return }
            let target = element.traits.tapTarget
            // The modifiers around a tappable view have its target too.
            if let target, target !== above { found.append(target) }
            for child in element.children { visit(child, above: target) }
        }
        for element in rootElements { visit(element, above: nil) }
        return found
    }

    /// Every element's frame in scene points at `time`, one per line, indented
    /// by depth: containers and modifiers show their layout frame, leaves the
    /// frame on screen (mid-animation, if animating).
    public func layoutDump(at time: Double) -> String {
        var lines: [String] = []
        func visit(_ element: Element, depth: Int) {
            let frame = (element as? LeafElement)?.presentedFrame(at: time) ?? element.frame
            func number(_ value: CGFloat) -> String {
                let rounded = (value * 1000).rounded() / 1000
                guard rounded.isFinite, abs(rounded) < 1e15 else { return String(Double(rounded)) }
                return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
            }
            lines.append(String(repeating: "  ", count: depth) + element.debugName
                + "  (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height))")
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for element in rootElements { visit(element, depth: 0) }
        return lines.joined(separator: "\n")
    }

    /// The root view's size for `proposal` (its ideal size for `.unspecified`), after `update(at:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutPass.root(of: rootElements).sizeThatFits(proposal)
    }

    /// Lays the whole tree out again from scratch (every size cache dropped), for benchmarks.
    public func relayoutForBenchmark() {
        for element in rootElements { element.forEachElement { $0.dropLayoutCache() } }
        LayoutPass(bounds: safeArea.safeRect, containers: layoutContainers).run(rootElements)
    }
}
