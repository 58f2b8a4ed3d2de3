/// The id a `scrollPosition(id:)` binding holds, for the scroll views it reaches, and how to
/// write back the id of the view a finger or a script scrolled to.
struct BoundScrollPosition {
    let target: ScrollTarget?
    /// Where the view whose id is written back is: the one at this point of what shows (nil:
    /// the leading-most, top-most view showing).
    let anchor: UnitPoint?
    /// Sets the binding to an id, if it has the binding's type.
    let write: @MainActor (AnyHashable) -> Void
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
        let id = id
        environment.boundScrollPosition = BoundScrollPosition(
            target: id.wrappedValue.map { ScrollTarget(id: AnyHashable($0), anchor: anchor) }, anchor: anchor,
            write: { written in if let value = written.base as? ID { id.wrappedValue = value } })
    }
}

extension View {
    /// Scrolls the scroll view to the view whose id the binding holds, whenever it changes to a
    /// new id (animated in the transaction that changed it); an id no view has fails the render.
    /// When a finger (`Drag`) or a `Scroll` event moves the content, the binding is set to the id
    /// of the view of the `scrollTargetLayout()` container at `anchor` of what shows (nil: the
    /// leading-most, top-most view showing), as it follows the finger and where the content comes to rest.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}
