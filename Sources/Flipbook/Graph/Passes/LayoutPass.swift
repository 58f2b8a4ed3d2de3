/// Layout: the root is proposed the scene size and centred; containers measure and place their
/// children, sizes cached per proposal on each element. Frames are in scene points. A
/// `GeometryReader` resolves its content here, once its frame is known.
@MainActor
struct LayoutPass {
    let size: CGSize

    func run(_ roots: [Element]) {
        let root = Self.root(of: roots)
        let fitted = root.sizeThatFits(ProposedViewSize(size))
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        root.place(in: CGRect(origin: origin, size: fitted))
    }

    /// The element laid out as the root: the only root view, or several stacked vertically, as in a window.
    static func root(of roots: [Element]) -> Element {
        roots.count == 1 ? roots[0] : LayoutElement(layout: VStackLayout(), children: roots, id: .root)
    }
}
