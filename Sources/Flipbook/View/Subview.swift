/// One of the views a container is given, resolved in the container's environment
/// (`Group(subviews:transform:)`, `ForEach(subviews:content:)`): placed as a view where the
/// container puts it, with the modifiers written there applied around the view's own.
/// Each subview is meant to be placed once.
public struct Subview: View, @MainActor Identifiable {
    /// A subview's identity: that of the view it stands for.
    public struct ID: Hashable {
        let viewID: ViewID
    }

    let element: Element
    public let id: ID
    /// The values the view gave its container with `containerValue(_:_:)`.
    public let containerValues: ContainerValues

    init(element: Element) {
        self.element = element
        id = ID(viewID: element.id)
        containerValues = element.traits.containerValues
    }

    public typealias Body = Never
}

extension Subview: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        [TraitElement("Subview", child: element, id: context.id) { _ in }]
    }
}

/// The subviews of a view, in order: a collection, and a view placing all of them.
public struct SubviewsCollection: @MainActor RandomAccessCollection, View {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public typealias Body = Never
}

/// Some of a view's subviews, in order: a collection, and a view placing all of them.
public struct SubviewsCollectionSlice: @MainActor RandomAccessCollection, View {
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public typealias Body = Never
}

extension SubviewsCollection: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Flipbook.Element] { context.resolve(subviews: subviews) }
}

extension SubviewsCollectionSlice: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Flipbook.Element] { context.resolve(subviews: subviews) }
}

extension ResolveContext {
    /// The subviews of `view`: its elements resolved here (one component below, in this
    /// context's environment), those still playing a removal left out.
    func subviews(of view: any View) -> [Subview] {
        resolveChild(view, component: .content)
            .filter { !$0.traits.isDeparting }
            .map { Subview(element: $0) }
    }

    /// Subviews placed as views, each identified by the view it stands for.
    func resolve(subviews: some Collection<Subview>) -> [Element] {
        resolveBranches(subviews.map { (.explicit(AnyHashable($0.id)), $0) })
    }
}
