/// A view that contains nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] { [] }
}
