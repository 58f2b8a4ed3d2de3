/// A coordinate space named for `coordinateSpace(_:)`: `.coordinateSpace(.named("scroll"))`
/// marks a view whose frame `GeometryProxy.frame(in: .named("scroll"))` then measures from.
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// The space as `GeometryProxy.frame(in:)` takes it.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space: `.coordinateSpace(.named("scroll"))`, as
    /// `coordinateSpace(name:)` does.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
