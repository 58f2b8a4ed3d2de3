/// Sets a preference from an anchor of its view: the value is made when the view resolves, from
/// an anchor that follows the view's frame as it is laid out (`proxy[anchor]` reads the latest).
struct AnchorPreferenceModifier<A, Key: PreferenceKey>: ViewModifier, WrappingModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let frame = AnchorFrame()
        let value = transform(Anchor(frame: frame, source: source))
        return AnchorPreferenceElement(child: child, id: id, frame: frame) { $0[PreferenceTrait<Key>.self] = value }
    }
}

/// The element of an anchor preference: its trait holds the value, and each placement moves the
/// anchor's frame to the view's.
final class AnchorPreferenceElement: Element {
    private let anchorFrame: AnchorFrame

    init(child: Element, id: ViewID, frame: AnchorFrame, change: (inout ElementTraits) -> Void) {
        anchorFrame = frame
        super.init(.modifier, id: id, children: [child])
        change(&traits)
    }

    override var debugName: String { "AnchorPreference" }
    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        anchorFrame.rect = frame
        super.placeChildren(in: frame)
    }
}

extension View {
    /// Sets the preference `key` to `transform` of an anchor of this view (`.bounds`, `.center`…),
    /// for a view above to read in its own coordinates with `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }

    /// Changes the preference `key` that this view's content sets with `transform` and an anchor of
    /// this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(TransformAnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }
}

/// `transformAnchorPreference`: the content's combined value, changed with an anchor of the view.
struct TransformAnchorPreferenceModifier<A, Key: PreferenceKey>: ViewModifier, WrappingModifier {
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let frame = AnchorFrame()
        var value = Key.combined(Element.preferenceValues(Key.self, in: [child]))
        transform(&value, Anchor(frame: frame, source: source))
        return AnchorPreferenceElement(child: child, id: id, frame: frame) { $0[PreferenceTrait<Key>.self] = value }
    }
}
