/// Layout and drawing traits a container reads from its children.
struct TraitModifier: ViewModifier, WrappingModifier {
    var layoutPriority: Double?
    var zIndex: Double?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement(child: child, id: id) { traits in
            if let layoutPriority { traits.layoutPriority = layoutPriority }
            if let zIndex { traits.zIndex = zIndex }
        }
    }
}

extension View {
    /// The priority of this view when its stack divides space (default 0; higher goes first).
    public func layoutPriority(_ value: Double) -> some View { modifier(TraitModifier(layoutPriority: value)) }

    /// The drawing order of this view among its siblings (default 0; higher draws on top).
    public func zIndex(_ value: Double) -> some View { modifier(TraitModifier(zIndex: value)) }
}

/// A modifier that only changes its view's traits (`zIndex`, a grid cell's span, a transition,
/// a tap target…).
final class TraitElement: Element {
    private let name: String

    /// - Parameters:
    ///   - name: the element's name in layout dumps.
    ///   - change: sets this view's traits, starting from the child's.
    init(_ name: String = "Trait", child: Element, id: ViewID, change: (inout ElementTraits) -> Void) {
        self.name = name
        super.init(.modifier, id: id, children: [child])
        change(&traits)
    }

    override var debugName: String { name }
}
