/// Resolve: the views, from the root, into elements. A view with a body is evaluated again only
/// when its own state changed or its parent gave it a new value; otherwise its previous elements
/// are reused whole (with their layout caches). Identity is the structural path (`ViewID`).
@MainActor
struct ResolvePass {
    let graph: ViewGraph
    /// An update that shows a frame rather than a change (see `UpdateContext.isPresentation`).
    let isPresentation: Bool

    func run(_ root: any View, record: CompositeRecord) -> [Element] {
        var environment = EnvironmentValues()
        environment.safeAreaRegion = graph.safeArea
        environment.displayScale = graph.pixelScale
        let context = ResolveContext(graph: graph, id: .root, environment: environment, owner: record,
                                     inputsChanged: false, stackAxis: nil, isPresentation: isPresentation)
        record.beginResolve()
        defer { record.endResolve() }
        return context.resolve(root)
    }
}
