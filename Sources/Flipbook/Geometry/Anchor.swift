/// A view's geometry (a rectangle or a point of it), which views above read in their own
/// coordinates with a `GeometryProxy`: `proxy[anchor]`.
///
///     .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
///
/// An anchor follows its view: it gives the view's geometry from its latest layout, so two anchors
/// of one view compare equal.
public struct Anchor<Value> {
    /// The frame of the anchored view, shared by its anchors and updated as it is laid out.
    let frame: AnchorFrame
    let source: Source

    /// The anchor's value in scene coordinates.
    var sceneValue: Value { source.make(frame.rect) }

    /// Where in a view an anchor points.
    public struct Source: Sendable {
        /// The value in scene coordinates for a view whose frame is the given one.
        let make: @Sendable (CGRect) -> Value
    }
}

extension Anchor: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.sceneValue == rhs.sceneValue
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sceneValue)
    }
}

/// The frame of a view with an anchor preference, in scene coordinates: set each time it is
/// placed (layout and reads happen on the main actor).
final class AnchorFrame: @unchecked Sendable {
    var rect: CGRect = .zero
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// `rect` in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }

    /// This source's rectangle in scene coordinates, for a view whose frame is `frame`.
    func rect(in frame: CGRect) -> CGRect { make(frame) }
}

extension Anchor.Source where Value == CGPoint {
    /// `point` in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds (`.center` is its middle).
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The values of `array`'s sources, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in array.map { $0.make(frame) } }
    }

    /// The value of `anchor`, or nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in anchor?.make(frame) }
    }
}

/// A value an anchor can give: moved into the coordinates of a view whose origin is at a scene point.
protocol AnchorGeometry {
    func translated(by offset: CGPoint) -> Self
}

extension CGRect: AnchorGeometry {
    func translated(by offset: CGPoint) -> CGRect { offsetBy(dx: offset.x, dy: offset.y) }
}

extension CGPoint: AnchorGeometry {
    func translated(by offset: CGPoint) -> CGPoint { CGPoint(x: x + offset.x, y: y + offset.y) }
}

extension Array: AnchorGeometry where Element: AnchorGeometry {
    func translated(by offset: CGPoint) -> [Element] { map { $0.translated(by: offset) } }
}

extension Optional: AnchorGeometry where Wrapped: AnchorGeometry {
    func translated(by offset: CGPoint) -> Wrapped? { map { $0.translated(by: offset) } }
}
