/// Layout and drawing traits a container reads from its children.
struct TraitModifier: ViewModifier, WrappingModifier {
    var layoutPriority: Double?
    var zIndex: Double?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement(layoutPriority: layoutPriority, zIndex: zIndex, child: child, id: id)
    }
}

extension View {
    /// The priority of this view when its stack divides space (default 0; higher goes first).
    public func layoutPriority(_ value: Double) -> some View { modifier(TraitModifier(layoutPriority: value)) }

    /// The drawing order of this view among its siblings (default 0; higher draws on top).
    public func zIndex(_ value: Double) -> some View { modifier(TraitModifier(zIndex: value)) }
}

final class TraitElement: Element {
    private let priority: Double?
    private let index: Double?

    init(layoutPriority: Double?, zIndex: Double?, child: Element, id: ViewID) {
        priority = layoutPriority
        index = zIndex
        super.init(id: id, children: [child])
    }

    override var layoutPriority: Double { priority ?? children[0].layoutPriority }
    override var zIndex: Double { index ?? children[0].zIndex }
}
