/// A type-erased view. Its identity includes the type it wraps, so changing
/// the wrapped type replaces the view.
public struct AnyView: View {
    let content: any View
    public init<V: View>(_ view: V) { content = view }
    public init<V: View>(erasing view: V) { content = view }
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        context.resolveChild(content, component: .type(ObjectIdentifier(type(of: content))))
    }
}
