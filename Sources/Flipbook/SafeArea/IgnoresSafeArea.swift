struct IgnoresSafeAreaModifier: ViewModifier, WrappingModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        guard regions.contains(.container), let region = context.environment.safeAreaRegion else {
            return IgnoresSafeAreaElement(child: child, region: nil, edges: [], id: id)
        }
        return IgnoresSafeAreaElement(child: child, region: region, edges: edges, id: id)
    }
}

/// Lays its view out in its frame grown into the safe area on the edges where the frame reaches
/// it (a view inset from the safe area's edge does not grow). Its parent sees the view's own size.
final class IgnoresSafeAreaElement: Element {
    private let region: SafeAreaRegion?
    private let edges: Edge.Set

    init(child: Element, region: SafeAreaRegion?, edges: Edge.Set, id: ViewID) {
        self.region = region
        self.edges = edges
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        let grown = region?.expand(frame, edges: edges) ?? frame
        guard grown != frame else { return children[0].place(in: frame) }
        let size = children[0].sizeThatFits(ProposedViewSize(grown.size))
        children[0].place(in: CGRect(x: grown.midX - size.width / 2, y: grown.midY - size.height / 2,
                                     width: size.width, height: size.height))
    }

    override var debugName: String { "IgnoresSafeArea" }
}

extension View {
    /// Lets the view reach under the safe area (the status bar, the home indicator, a
    /// `safeAreaInset`) on `edges` where it touches it: `Color.blue.ignoresSafeArea()` fills the screen.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// `ignoresSafeArea(_:edges:)` under its older name.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .all, edges: edges))
    }
}
