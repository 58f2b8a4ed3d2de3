import Foundation

/// A rotation in three dimensions, projected back onto the view's plane with perspective:
/// the view's content is turned about `axis` through the point (`anchor`, `anchorZ`), then seen
/// from a viewer at distance `max(width, height) / perspective` in front of the anchor.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    public typealias AnimatableData = AnimatablePair<Double, AnimatablePair<
        AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
        AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>>

    public var animatableData: AnimatableData {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(
                AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle.animatableData = newValue.first
            let axisData = newValue.second.first, rest = newValue.second.second
            axis = (axisData.first, axisData.second.first, axisData.second.second)
            anchor.animatableData = rest.first
            (anchorZ, perspective) = (rest.second.first, rest.second.second)
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
        let t = 1 - c
        // The rotation about the unit axis, as rows acting on row vectors (y points down, so a
        // positive angle about z turns clockwise on screen, like `rotationEffect`).
        let r = [[t * x * x + c, t * x * y + z * s, t * x * z - y * s],
                 [t * x * y - z * s, t * y * y + c, t * y * z + x * s],
                 [t * x * z + y * s, t * y * z - x * s, t * z * z + c]]
        let (ax, ay, az) = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        let extent = max(size.width, size.height)
        let inverseDistance = extent > 0 && perspective.isFinite ? perspective / extent : 0
        // Rotated coordinates relative to the anchor, as linear functions of the point (x, y, 1).
        func rotated(_ k: Int) -> (CGFloat, CGFloat, CGFloat) {
            (r[0][k], r[1][k], -ax * r[0][k] - ay * r[1][k] - az * r[2][k])
        }
        let (rx, ry, rz) = (rotated(0), rotated(1), rotated(2))
        // The perspective divisor w = 1 − z/d; the anchor is added back after the division.
        let w = (-inverseDistance * rz.0, -inverseDistance * rz.1, 1 - inverseDistance * rz.2)
        var m = ProjectionTransform()
        (m.m11, m.m12, m.m13) = (rx.0 + ax * w.0, ry.0 + ay * w.0, w.0)
        (m.m21, m.m22, m.m23) = (rx.1 + ax * w.1, ry.1 + ay * w.1, w.1)
        (m.m31, m.m32, m.m33) = (rx.2 + ax * w.2, ry.2 + ay * w.2, w.2)
        return m
    }
}

extension View {
    /// Draws the view turned by `angle` about `axis` in three dimensions and projected back onto
    /// the screen with perspective, without changing its layout. `perspective` 0 projects without
    /// foreshortening.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                   perspective: perspective))
    }
}
