/// A value that tells a view apart among its siblings for the container choosing between them
/// (a `Picker`'s choice, a tab of `TabView(selection:)`): a trait of the view, read by the container.
struct TagModifier: ViewModifier, WrappingModifier {
    let tag: AnyHashable
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("Tag", child: child, id: id) { $0.tag = tag }
    }
}

/// A view whose outermost modifier is a tag, so its tag can be read before it is resolved.
@MainActor
protocol TaggedView {
    var tagValue: AnyHashable { get }
}

extension ModifiedContent: TaggedView where Modifier == TagModifier {
    var tagValue: AnyHashable { modifier.tag }
}

private enum TagTrait: ElementTraitKey { static var defaultValue: AnyHashable? { nil } }

extension ElementTraits {
    /// The value given by `.tag(_:)`; nil when the view has none.
    var tag: AnyHashable? {
        get { self[TagTrait.self] }
        set { self[TagTrait.self] = newValue }
    }
}

extension View {
    /// Tags this view with `tag`, the value a selection takes when the view is chosen (a `Picker`'s
    /// choice, a tab of a `TabView(selection:)`). A `Picker` choice made by `ForEach` without a tag
    /// has its element's identifier as its tag.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}

extension Element {
    /// What tells this view apart for a container choosing between its children (a picker's
    /// choice, a list's row): its `tag`, else the identifier of the `ForEach` element that made
    /// it — the innermost explicit identity below the container content's first `depth` components.
    func selectionTag(belowDepth depth: Int) -> AnyHashable? {
        if let tag = traits.tag { return tag }
        for component in id.components.dropFirst(depth).reversed() {
            if case let .explicit(identifier) = component { return identifier }
        }
        return nil
    }
}
