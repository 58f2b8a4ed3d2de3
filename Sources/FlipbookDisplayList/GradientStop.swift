import Foundation

/// One colour of a gradient at a location in 0…1 along it. Renderers clamp locations to 0…1
/// (NaN counts as 0) and sort stops by location, keeping the given order among equal locations.
public struct GradientStop: Sendable, Hashable {
    public var color: RGBAColor
    public var location: Double

    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}
