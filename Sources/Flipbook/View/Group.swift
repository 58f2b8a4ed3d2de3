/// Groups views without adding a layout: modifiers on a group apply to each member.
public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
}

extension Group: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        context.resolveChild(content, component: .index(0))
    }
}
