/// Marks a layout container's views as the places a `.viewAligned` scroll comes to rest.
struct ScrollTargetLayoutModifier: ViewModifier, WrappingModifier {
    let isEnabled: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ScrollTargetLayout", child: child, id: id) { $0.isScrollTargetLayout = isEnabled }
    }
}

extension View {
    /// Makes this layout container's views the ones a `.viewAligned` scroll rests at (see
    /// `ScrollTargetBehavior`): a `Drag` ends with one of them at the scroll view's leading (top) edge.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

private enum ScrollTargetLayoutTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// Whether this view is a container marked with `scrollTargetLayout()`.
    var isScrollTargetLayout: Bool {
        get { self[ScrollTargetLayoutTrait.self] }
        set { self[ScrollTargetLayoutTrait.self] = newValue }
    }
}

@MainActor
enum ScrollTargetLayout {
    /// The frames, at rest, of the views of the first `scrollTargetLayout()` container in `content`
    /// (in tree order, outside nested scroll views); empty when there is none.
    static func frames(in content: Element) -> [CGRect] {
        container(in: content)?.laidOutChildren.map(\.frame) ?? []
    }

    /// The layout of the first `scrollTargetLayout()` container in `content` (inside the
    /// container's modifiers), whose children are the target views.
    static func container(in content: Element) -> Element? {
        guard var container = marked(in: content) else { return nil }
        while container.kind.isModifier, let inner = container.children.first { container = inner }
        return container
    }

    private static func marked(in element: Element) -> Element? {
        if element.traits.isDeparting { return nil }
        if element.traits.isScrollTargetLayout { return element }
        for child in element.children where !(child is ScrollElement) {
            if let found = marked(in: child) { return found }
        }
        return nil
    }
}
