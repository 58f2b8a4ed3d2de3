/// Where a script's finger goes down: on the view named by a label, or at a point.
public enum TouchStart: Sendable, Equatable {
    /// The centre, as drawn, of the view with a gesture named this (its `accessibilityIdentifier`,
    /// `accessibilityLabel` or texts, matched as ``ScriptName`` says); when no gesture is named so,
    /// of the text or symbol image shown that is (a finger on a card's title in a scroll view pans it).
    case label(String)
    /// A point in scene coordinates.
    case point(CGPoint)

    var summary: String {
        switch self {
        case .label(let label): "\"\(label)\""
        case .point(let point): "from: (\(Double(point.x)), \(Double(point.y)))"
        }
    }

    /// The point in scene coordinates, now.
    @MainActor
    func point(on graph: ViewGraph, event: String) throws -> CGPoint {
        switch self {
        case .point(let point):
            guard point.x.isFinite, point.y.isFinite else { throw RenderError.invalidControlValue("\(event): the finger must start at a finite point") }
            return point
        case .label(let label):
            let targets = graph.gestureTargets
            let matches = ScriptName.named(label, in: targets, by: \.target.name)
            if matches.isEmpty, case let drawn = graph.drawnLabelCenters(named: label), !drawn.isEmpty {
                guard drawn.count == 1 else { throw RenderError.ambiguousDrawnLabel(label, event: event, count: drawn.count) }
                return drawn[0]
            }
            guard let match = matches.first else {
                throw RenderError.unknownGestureLabel(label, event: event, known: targets.flatMap { [$0.target.name.title] + $0.target.name.aliases })
            }
            guard matches.count == 1 else {
                throw RenderError.ambiguousGestureLabel(label, event: event, matches: matches.map(\.target.name.shown))
            }
            return match.center
        }
    }
}
