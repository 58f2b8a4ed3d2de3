/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last view when none fits, as SwiftUI's `ViewThatFits` does. Along an axis not in `axes` a
/// view is offered the proposal's own length; along an axis in it, nothing (its ideal length),
/// which must not exceed the proposal (an unspecified proposal fits anything). The views it does
/// not show are not drawn, not reached by a script's taps and control events, and do not run
/// their `onAppear` or `task` until shown; a view that stops being shown (the proposal changed)
/// runs its `onDisappear` and cancels its `task`, and appears again when shown again.
///
///     ViewThatFits(in: .horizontal) {
///         HStack { icon; Text("Add to favourites") }
///         Image(systemName: "star")
///     }
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let state = context.persistentState
        let held = state[.heldAppearances] ?? HeldAppearances()
        state[.heldAppearances] = held
        held.route(outer: context.environment.heldAppearances, graph: context.graph)
        let children = context.with { $0.heldAppearances = held }.resolveChild(content, component: .content)
        return [ViewThatFitsElement(axes: axes, children: children, held: held, id: context.id)]
    }
}

extension PersistentKey {
    /// The appearances a `ViewThatFits` holds until their candidate is shown.
    fileprivate static var heldAppearances: PersistentKey<HeldAppearances> { "viewThatFits.held" }
}
