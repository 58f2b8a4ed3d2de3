import FlipbookDisplayList

/// Colours at locations along a gradient. Stops interpolate in gamma-encoded sRGB, SwiftUI's
/// default (`Gradient.ColorSpace.device`).
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1 (one colour: a stop at 0).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    var paintStops: [GradientStop] {
        stops.map { GradientStop(color: $0.color.rgba, location: Double($0.location)) }
    }
}

extension Gradient: ShapeStyle, GradientShapeStyle {
    var gradient: Gradient { self }

    /// As a shape style, a gradient fills top to bottom (start (0.5, 0), end (0.5, 1)), as SwiftUI's.
    func paint(in frame: CGRect) -> Paint { AnyGradient(self).paint(in: frame) }
}

/// A gradient shape style: its paint depends on the frame of the shape it fills.
protocol GradientShapeStyle: ShapeStyle {
    var gradient: Gradient { get }
    func paint(in frame: CGRect) -> Paint
}

extension GradientShapeStyle {
    /// The colour used where a single colour stands for the gradient (a text's colour for
    /// scripts and traces): the first stop's, nil without stops.
    var firstColor: Color? { gradient.stops.min { $0.location < $1.location }?.color }
}
