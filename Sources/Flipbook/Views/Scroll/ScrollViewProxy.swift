/// Scrolls the scroll views inside a `ScrollViewReader`: `scrollTo` finds the view with an id
/// (given by `.id(_:)` or a `ForEach`) in the scroll views and scrolls the one holding it. Inside
/// `withAnimation` the scroll animates, in the transaction in force; a missing id fails the
/// render with a one-line message naming it.
@MainActor
public struct ScrollViewProxy {
    let request: ScrollTargetRequest

    /// Scrolls so that `anchor` of the view with `id` lines up with `anchor` of the visible area;
    /// with no anchor, scrolls the least that shows the view whole.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        request.pending = ScrollTarget(id: AnyHashable(id), anchor: anchor)
        request.graph?.willChangeLayout()
    }
}
