/// The layout of `VStack`, usable directly as a `Layout`.
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key) }
}
