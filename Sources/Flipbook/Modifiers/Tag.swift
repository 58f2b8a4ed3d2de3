/// Gives a view a value that identifies it to its container (a picker's choice).
struct TagModifier: ViewModifier, WrappingModifier {
    let tag: AnyHashable
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("Tag", child: child, id: id) { $0.tag = tag }
    }
}

private enum TagTrait: ElementTraitKey { static var defaultValue: AnyHashable? { nil } }

extension ElementTraits {
    /// The value `tag(_:)` gave this view.
    var tag: AnyHashable? {
        get { self[TagTrait.self] }
        set { self[TagTrait.self] = newValue }
    }
}

extension View {
    /// Tags this view with `tag`: a `Picker` selects the choice whose tag equals its selection.
    /// (A choice made by `ForEach` without a tag has its element's identifier as its tag.)
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
