/// A type that names an alignment guide and gives its default position in a view.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis (a vertical line) used to align views.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
}

/// A guide along the vertical axis (a horizontal line) used to align views.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// A horizontal and a vertical guide together.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Identifies one alignment guide: its `AlignmentID` type and axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// Whether this is one of SwiftUI's guides, whose default reads only the view's size (a custom
    /// `AlignmentID` may read the view's other guides). Kept, not looked up: every layout asks it
    /// for every child.
    let isBuiltIn: Bool

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        isBuiltIn = Self.builtIn.contains(ObjectIdentifier(id))
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    private static let builtIn: [ObjectIdentifier] = [
        ObjectIdentifier(LeadingAlignment.self), ObjectIdentifier(HorizontalCenterAlignment.self),
        ObjectIdentifier(TrailingAlignment.self), ObjectIdentifier(TopAlignment.self),
        ObjectIdentifier(VerticalCenterAlignment.self), ObjectIdentifier(BottomAlignment.self),
        ObjectIdentifier(FirstTextBaselineAlignment.self), ObjectIdentifier(LastTextBaselineAlignment.self),
    ]
}

extension AlignmentKey {
    /// Whether a container takes this guide from its children: text baselines and custom guides do;
    /// the edges and centres of a container are its own.
    var mergesChildren: Bool {
        let id = ObjectIdentifier(self.id)
        return id == ObjectIdentifier(FirstTextBaselineAlignment.self) || id == ObjectIdentifier(LastTextBaselineAlignment.self) || !isBuiltIn
    }

    /// A container's explicit value for this guide from its children's explicit values (in the
    /// container's space), as SwiftUI merges them: the top-most first baseline, the bottom-most
    /// last baseline, the mean of a custom guide's; none when no child has one.
    func merged(_ values: [CGFloat]) -> CGFloat? {
        guard mergesChildren, !values.isEmpty else { return nil }
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(FirstTextBaselineAlignment.self): return values.min()
        case ObjectIdentifier(LastTextBaselineAlignment.self): return values.max()
        default: return values.reduce(0, +) / CGFloat(values.count)
        }
    }

    /// The merged explicit value of `children` placed at `frames` (in the container's space).
    @MainActor
    func merged(_ children: some Sequence<(Element, CGRect)>) -> CGFloat? {
        var values: [CGFloat] = []
        for (child, frame) in children {
            if let value = child.explicitAlignment(self, size: frame.size) {
                values.append(value + (axis == .horizontal ? frame.minX : frame.minY))
            }
        }
        return merged(values)
    }
}

enum LeadingAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum FirstTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
