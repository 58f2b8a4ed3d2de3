/// A view's size and the positions of its alignment guides, in its own coordinates.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitGuide: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitGuide = explicitGuide
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(in: self) }
}
