import FlipbookDisplayList

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a decoration built from the value its
/// view's content sets for `Key`, once the content is laid out (so anchors in it give their frames).
struct PreferenceValueDecorationModifier<Key: PreferenceKey, Decoration: View>: ViewModifier, WrappingModifier {
    let alignment: Alignment
    let isOverlay: Bool
    let transform: (Key.Value) -> Decoration
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let transform = transform
        let alignment = alignment
        return PreferenceValueDecorationElement(primary: child, id: id, isOverlay: isOverlay, context: context) { children in
            AnyView(ZStack(alignment: alignment) { transform(Key.combined(Element.preferenceValues(Key.self, in: children))) })
        }
    }
}

/// A view with a decoration resolved during layout: after placing the view (`children[0]`), it
/// builds the decoration from the view's laid-out elements and places it over or under the view,
/// proposed the view's size.
final class PreferenceValueDecorationElement: Element {
    private let isOverlay: Bool
    private let record: CompositeRecord
    private var context: ResolveContext
    private let build: ([Element]) -> AnyView

    init(primary: Element, id: ViewID, isOverlay: Bool, context: ResolveContext, build: @escaping ([Element]) -> AnyView) {
        self.isOverlay = isOverlay
        self.build = build
        record = context.owner.child(at: id, type: ObjectIdentifier(Self.self))
        var inner = context
        inner.owner = record
        inner.id = id.appending(.secondary)
        inner.stackAxis = nil
        self.context = inner
        super.init(.modifier, id: id, children: [primary])
    }

    override var debugName: String { isOverlay ? "OverlayPreferenceValue" : "BackgroundPreferenceValue" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { children[0].sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect) {
        let primary = children[0]
        primary.place(in: frame)
        // The value can change with the content's layout (anchors), so the decoration is built anew.
        var inner = context
        inner.inputsChanged = true
        inner.isPresentation = context.graph.isPresenting
        inner.isFresh = true
        record.beginResolve()
        let decoration = inner.resolve(build([primary]))
        record.endResolve()
        setChildren([primary] + decoration)
        for element in decoration { element.place(in: frame) }
    }

    /// A background beneath the view, an overlay above it.
    override var orderedForDrawing: [Element] { isOverlay ? children : Array(children.dropFirst()) + [children[0]] }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        for child in orderedForDrawing { child.emit(into: &items, at: time) }
    }
}

extension View {
    /// Draws `transform` of the value this view's content sets for `key` in front of this view,
    /// proposed its size and aligned by `alignment`. Anchors in the value read their views'
    /// frames from this layout.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueDecorationModifier<K, V>(alignment: alignment, isOverlay: true, transform: transform))
    }

    /// Draws `transform` of the value this view's content sets for `key` behind this view,
    /// proposed its size and aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueDecorationModifier<K, V>(alignment: alignment, isOverlay: false, transform: transform))
    }
}
