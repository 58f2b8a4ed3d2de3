struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let region = context.persistentSafeAreaRegion, outer = context.environment.safeAreaRegion
        let children = context.with { $0.safeAreaRegion = region }.resolveChild(content, component: .content)
        return context.wrapEach(children) { child, id in
            SafeAreaRegionElement(child: PaddingElement(insets: insets, child: child, id: id.appending(.content)),
                                  region: region, outer: outer, insets: insets, id: id)
        }
    }
}

extension View {
    /// Pads the view as `padding` does, and adds the padding to its safe area: a scroll view
    /// inside keeps its full size and insets its content; a view that ignores the safe area
    /// reaches into the padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Pads each edge of the view's safe area by its inset.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(SafeAreaPaddingModifier(insets: insets)) }

    /// Pads every edge of the view's safe area by `length`.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
