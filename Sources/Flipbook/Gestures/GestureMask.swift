/// Which gestures a `gesture(_:including:)` modifier lets recognize: its own, those of the views
/// inside it, both (`.all`, the default) or neither.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    /// The gesture the modifier attaches.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views it modifies.
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
