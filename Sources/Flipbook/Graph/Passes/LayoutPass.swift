/// Layout: the root is proposed the scene's safe area and centred in it; containers measure and place their
/// children, sizes cached per proposal on each element. Frames are in scene points. A
/// `GeometryReader` resolves its content here, once its frame is known.
@MainActor
struct LayoutPass {
    /// The scene's safe area (the whole scene when it has none).
    let bounds: CGRect
    /// The containers `containerRelativeFrame` sizes views from; the safe area is the outermost.
    let containers: LayoutContainers

    func run(_ roots: [Element]) {
        let root = Self.root(of: roots)
        containers.within(bounds.size) {
            let fitted = root.sizeThatFits(ProposedViewSize(bounds.size))
            let origin = CGPoint(x: bounds.minX + (bounds.width - fitted.width) / 2, y: bounds.minY + (bounds.height - fitted.height) / 2)
            root.place(in: CGRect(origin: origin, size: fitted))
        }
    }

    /// The element laid out as the root: the only root view, or several stacked vertically, as in a window.
    static func root(of roots: [Element]) -> Element {
        roots.count == 1 ? roots[0] : LayoutElement(layout: VStackLayout(), children: roots, id: .root)
    }
}
