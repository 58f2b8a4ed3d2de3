import FlipbookDisplayList

/// The outline of a 2D shape, in the coordinates of the rectangle it was made for.
public struct Path: Hashable, Sendable {
    var elements: [PathElement] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ rect: CGRect) { elements += PathData.rect(rect).elements }
    public mutating func addEllipse(in rect: CGRect) { elements += PathData.ellipse(in: rect).elements }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let radius = min(cornerSize.width, cornerSize.height)
        elements += PathData.roundedRect(rect, cornerRadius: radius, style: style.cornerStyle).elements
    }

    /// Adds a rectangle whose corners each have their own radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let radii = CornerRadii(topLeading: Double(cornerRadii.topLeading), bottomLeading: Double(cornerRadii.bottomLeading),
                                bottomTrailing: Double(cornerRadii.bottomTrailing), topTrailing: Double(cornerRadii.topTrailing))
        elements += PathData.roundedRect(rect, cornerRadii: radii, style: style.cornerStyle).elements
    }

    var data: PathData { PathData(elements) }
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoothed corners, where the curvature eases in.
    case continuous

    var cornerStyle: CornerStyle { self == .circular ? .circular : .continuous }
}

/// A path is a shape that draws itself as it is, whatever its frame.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
