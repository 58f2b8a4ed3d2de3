import FlipbookDisplayList

/// What a finger touching the screen around a presentation reaches: not the views under it. A tap
/// there runs `onTap` (a popover's dismissal) or nothing (the dimming behind a sheet or an alert,
/// which UIKit makes non-interactive). It fills the space it is offered and draws nothing.
struct PresentationBarrier: View, PrimitiveView {
    var onTap: @MainActor () -> Void = {}
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [PresentationBarrierElement(target: TapTarget(title: "", action: onTap), id: context.id)]
    }
}

/// The barrier's element: hit by `ViewGraph.tapTarget(at:)` like a button, but found by no label.
final class PresentationBarrierElement: Element {
    /// What a tap on it runs.
    let target: TapTarget

    init(target: TapTarget, id: ViewID) {
        self.target = target
        super.init(.leaf, id: id)
    }

    override var isAnimatingItself: Bool? { false }
    override func draw(into items: inout [DisplayItem], at time: Double) {}
}
