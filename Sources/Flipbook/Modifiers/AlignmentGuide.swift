struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
    let key: AlignmentKey
    let computeValue: @MainActor (ViewDimensions) -> CGFloat
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        AlignmentGuideElement(key: key, computeValue: computeValue, child: child, id: id)
    }
}

extension View {
    /// Moves the view's `g` guide to the value computed from its dimensions.
    ///
    ///     Text("Total").alignmentGuide(.leading) { d in d[.trailing] }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Moves the view's `g` guide to the value computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

/// Overrides one alignment guide of its child.
final class AlignmentGuideElement: Element {
    private let key: AlignmentKey
    private let computeValue: @MainActor (ViewDimensions) -> CGFloat

    init(key: AlignmentKey, computeValue: @escaping @MainActor (ViewDimensions) -> CGFloat, child: Element, id: ViewID) {
        self.key = key
        self.computeValue = computeValue
        super.init(.modifier, id: id, children: [child])
    }

    /// Where its horizontal `key` guide is as placed, in the coordinates of its frame; nil when it
    /// sets another guide.
    func placedPosition(of key: AlignmentKey) -> CGFloat? {
        key == self.key ? frame.minX + computeValue(children[0].dimensions(for: frame.size)) : nil
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == self.key else { return children[0].explicitAlignment(key, size: size) }
        return computeValue(children[0].dimensions(for: size))
    }
}
