extension Group {
    /// A view made from the subviews of `view` (resolved in this group's environment):
    ///
    ///     Group(subviews: content) { subviews in
    ///         Text("\(subviews.count) items")
    ///         ForEach(subviews) { subview in subview.padding() }
    ///     }
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// The content of `Group(subviews:transform:)`: what `transform` makes of the base view's subviews.
public struct GroupElementsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    public typealias Body = Never
}

extension GroupElementsOfContent: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let subviews = SubviewsCollection(subviews: context.subviews(of: base))
        return context.resolveChild(transform(subviews), component: .body)
    }
}
