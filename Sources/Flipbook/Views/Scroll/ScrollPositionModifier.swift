/// The id a `scrollPosition(id:)` binding holds, for the scroll views it reaches.
struct BoundScrollPosition {
    let target: ScrollTarget?
}

private enum BoundScrollPositionKey: EnvironmentKey {
    static var defaultValue: BoundScrollPosition? { nil }
}

extension EnvironmentValues {
    /// The `scrollPosition(id:)` binding's id for the scroll views here (nil: no binding).
    var boundScrollPosition: BoundScrollPosition? {
        get { self[BoundScrollPositionKey.self] }
        set { self[BoundScrollPositionKey.self] = newValue }
    }
}

struct ScrollPositionModifier<ID: Hashable>: ViewModifier, EnvironmentModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        environment.boundScrollPosition = BoundScrollPosition(target: id.wrappedValue.map { ScrollTarget(id: AnyHashable($0), anchor: anchor) })
    }
}

extension View {
    /// Scrolls the scroll view to the view whose id the binding holds, whenever it changes to a
    /// new id (animated in the transaction that changed it); an id no view has fails the render.
    ///
    /// Partial: Flipbook reads the binding but does not write it back when a `Scroll` event moves
    /// the content.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}
