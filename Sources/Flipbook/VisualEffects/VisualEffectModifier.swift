import FlipbookDisplayList

/// `visualEffect(_:)`: each frame, the closure's effect for the view's geometry as drawn then —
/// its frame moved by the enclosing scroll view's offset at that frame — applied to its drawing.
/// Layout never sees it.
final class VisualEffectElement: Element {
    private let position: ScrollOffsetState?
    private let spaces: NamedCoordinateSpaces?
    private let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> VisualEffectSteps

    init(position: ScrollOffsetState?, spaces: NamedCoordinateSpaces?,
         effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> VisualEffectSteps, child: Element, id: ViewID) {
        self.position = position
        self.spaces = spaces
        self.effect = effect
        super.init(.effect, id: id, children: [child])
    }

    override var debugName: String { "VisualEffect" }

    /// The geometry changes between layouts only while the enclosing scroll view moves.
    override var isAnimatingItself: Bool? { position?.isMoving ?? false }

    /// The view's geometry at `time`: its size, and its frame where the scroll offset then puts it.
    func proxy(at time: Double) -> GeometryProxy {
        let offset = position?.presentedOffset(at: time) ?? .zero
        return GeometryProxy(size: frame.size, globalFrame: frame.offsetBy(dx: -offset.x, dy: -offset.y),
                             namedSpaces: spaces?.frames ?? [:])
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        effect(EmptyVisualEffect(), proxy(at: time)).draw(inner, in: frame, into: &items)
    }
}

struct VisualEffectModifier: ViewModifier, WrappingModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> VisualEffectSteps
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        VisualEffectElement(position: context.environment.enclosingScrollPosition, spaces: context.environment.coordinateSpaces,
                            effect: effect, child: child, id: id)
    }
}

extension View {
    /// Changes how this view is drawn by its geometry, without changing its layout: `effect` gets
    /// the view's `GeometryProxy` at each frame (inside a scroll view, where the scroll puts it
    /// then) and returns the effects to apply (offset, scale, rotation, opacity, blur, colour
    /// adjustments).
    ///
    ///     .visualEffect { content, proxy in
    ///         content.offset(y: -proxy.frame(in: .global).minY / 4)
    ///     }
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier { effect($0, $1).visualEffectSteps })
    }
}
