/// The layout of `HStack`, usable directly as a `Layout`.
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key) }
}
