/// A view Flipbook builds into elements itself rather than through a `body`.
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element]
}
