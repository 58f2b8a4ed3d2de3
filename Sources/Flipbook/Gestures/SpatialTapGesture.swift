/// A tap that reports where it landed: its value's `location`, in `coordinateSpace` (the view's
/// own by default). A script's `Tap` on the view delivers it at the tapped point (the view's
/// centre when tapped by label).
/// Partial: one script tap counts as `count` taps; `coordinateSpace` is the enum, not a protocol.
/// (`coordinateSpace` is the `CoordinateSpace` enum, not iOS 17's `CoordinateSpaceProtocol`.)
///
///     .gesture(SpatialTapGesture().onEnded { value in dot = value.location })
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    /// How many taps the gesture wants.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer { Value(location: $0.location(in: space)) }
    }
}
