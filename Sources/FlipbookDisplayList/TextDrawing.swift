import Foundation

/// Text laid out per `layout` and drawn with its box's top-left corner at `origin`.
public struct TextDrawing: Sendable, Equatable {
    public var layout: TextLayoutSpec
    /// Top-left of the layout box (the box ``TextMeasuring/measure(_:)`` reports).
    public var origin: CGPoint
    public var color: RGBAColor

    public init(layout: TextLayoutSpec, origin: CGPoint, color: RGBAColor) {
        self.layout = layout
        self.origin = origin
        self.color = color
    }
}
