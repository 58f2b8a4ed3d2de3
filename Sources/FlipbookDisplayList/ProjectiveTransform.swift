import Foundation

/// A 3×3 projective (perspective) transform in row-vector form, as CoreGraphics writes them:
/// `[x' y' w'] = [x y 1] · M`, and the mapped point is `(x'/w', y'/w')`.
public struct ProjectiveTransform: Sendable, Hashable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double,
                m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective form of an affine transform.
    public init(_ affine: AffineTransform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0,
                  m31: affine.tx, m32: affine.ty, m33: 1)
    }

    public static let identity = ProjectiveTransform(.identity)

    /// Whether the transform has no perspective terms.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when ``isAffine``).
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    public var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The inverse, or nil when the transform is singular or not finite.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let inverse = ProjectiveTransform(m11: c11, m12: c12, m13: c13, m21: c21, m22: c22, m23: c23,
                                          m31: c31, m32: c32, m33: c33).scaled(by: 1 / determinant)
        return inverse.isFinite ? inverse : nil
    }

    /// The mapped point, or nil when it lies on or behind the viewer's plane (`w' ≤ 0`).
    public func applied(to point: CGPoint) -> CGPoint? {
        let (x, y) = (Double(point.x), Double(point.y))
        let w = x * m13 + y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
    }

    private func scaled(by factor: Double) -> ProjectiveTransform {
        ProjectiveTransform(m11: m11 * factor, m12: m12 * factor, m13: m13 * factor,
                            m21: m21 * factor, m22: m22 * factor, m23: m23 * factor,
                            m31: m31 * factor, m32: m32 * factor, m33: m33 * factor)
    }
}
