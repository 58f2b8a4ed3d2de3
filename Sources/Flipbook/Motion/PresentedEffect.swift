import FlipbookDisplayList

/// An element that draws its content under a transform and opacity of its own (offsets, scales,
/// opacity, transitions): what the value track composes down to each leaf.
@MainActor
protocol PresentedEffect: AnyObject {
    /// The animated values the element keeps.
    var animatedState: PersistentState { get }
    /// The transform and opacity given to the content at `time`, after that frame is drawn.
    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double)
    /// Whether the element is a transition playing: its content's insertion or removal.
    var playingTransition: MotionSample.Transition? { get }
}

/// Reads the transform and opacity an effect's drawing gives a placeholder item.
enum PresentedEffects {
    /// The placeholder drawn inside the effect.
    static let marker = DisplayItem.group(GroupDrawing(items: []))

    /// The transform and opacity around `marker` in `items`, composed through nested groups
    /// (opacity 0 when the effect does not draw it at all).
    static func of(_ items: [DisplayItem]) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        find(in: items) ?? (.identity, 0)
    }

    private static func find(in items: [DisplayItem]) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double)? {
        for item in items {
            if item == marker { return (.identity, 1) }
            guard case .group(let group) = item, let inner = find(in: group.items) else { continue }
            let opacity = group.opacity.isNaN ? 1 : max(0, min(1, group.opacity))
            return (inner.transform.concatenating(group.transform), inner.opacity * opacity)
        }
        return nil
    }
}
