/// Several views written one after another in a ``ViewBuilder``; each keeps
/// its position as part of its identity.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        var elements: [Element] = []
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                elements += context.resolveChild(view, component: .index(index))
            }
            index += 1
        }
        return elements
    }
}
