import FlipbookDisplayList

/// `.background` and `.overlay`: secondary content sized by the view it
/// decorates, aligned on it, drawn below or above it.
struct DecorationModifier<Decoration: View>: ViewModifier, WrappingModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        var inner = context
        inner.stackAxis = nil
        let secondary = inner.resolveChild(decoration, component: .secondary)
        let stack = LayoutElement(layout: ZStackLayout(alignment: alignment), children: secondary,
                                  id: context.id.appending(.secondary))
        return DecorationElement(primary: child, decoration: stack, isOverlay: isOverlay, id: id)
    }
}

extension View {
    /// Draws `content` behind this view, proposed this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: false))
    }

    /// Draws `background` behind this view, proposed this view's size.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, isOverlay: false))
    }

    /// Fills the area behind this view with `style`, reaching into the safe area on `edges`
    /// where the view touches it (a full-screen view's background fills the screen).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center,
                                    isOverlay: false))
    }

    /// Fills `shape` with `style` behind this view, the shape taking this view's size.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(DecorationModifier(decoration: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: false))
    }

    /// Fills the area behind this view with the background style (`backgroundStyle(_:)`, else
    /// the system background), reaching into the safe area on `edges` where the view touches it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` behind this view with the background style (`backgroundStyle(_:)`, else the
    /// system background), the shape taking this view's size.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// Draws `content` in front of this view, proposed this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isOverlay: true))
    }

    /// Draws `overlay` in front of this view, proposed this view's size.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, isOverlay: true))
    }

    /// Fills the area in front of this view with `style`, reaching into the safe area on `edges`
    /// where the view touches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center,
                                    isOverlay: true))
    }
}

/// A view with its decoration: a modifier of the view (`children[0]`), whose layout and traits
/// the decoration (`children[1]`) never changes.
final class DecorationElement: Element {
    private let isOverlay: Bool

    init(primary: Element, decoration: Element, isOverlay: Bool, id: ViewID) {
        self.isOverlay = isOverlay
        super.init(.modifier, id: id, children: [primary, decoration])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect) {
        children[0].place(in: frame)
        children[1].place(in: frame)
    }

    /// A background beneath the view, an overlay above it (what a finger's hit test follows too).
    override var orderedForDrawing: [Element] { isOverlay ? [children[0], children[1]] : [children[1], children[0]] }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        for child in orderedForDrawing { child.emit(into: &items, at: time) }
    }
}
