import Foundation

/// What a shape is filled or stroked with. Gradient geometry is in the shape's coordinates (points);
/// gradients interpolate straight (non-premultiplied) gamma-encoded sRGB components between stops,
/// SwiftUI's default `Gradient.ColorSpace.device`, and pad beyond their first and last stops.
///
/// Renderers paint a gradient with no stops, or with non-finite geometry, as transparent.
public enum Paint: Sendable, Hashable {
    case color(RGBAColor)
    /// Constant along lines perpendicular to `start`→`end`; location 0 at `start`, 1 at `end`.
    case linearGradient([GradientStop], start: CGPoint, end: CGPoint)
    /// Concentric circles about `center`; location 0 at `startRadius`, 1 at `endRadius`.
    case radialGradient([GradientStop], center: CGPoint, startRadius: Double, endRadius: Double)
    /// Concentric ellipses about `center` with the aspect of `bounds`: location 0 on the ellipse of
    /// radii `startFraction × bounds size`, 1 on that of `endFraction × bounds size`.
    case ellipticalGradient([GradientStop], center: CGPoint, bounds: CGSize, startFraction: Double, endFraction: Double)
    /// A conic sweep about `center`, clockwise on screen from `startAngle` to `endAngle` (radians,
    /// 0 = +x). A sweep under a full turn fills the gap with the end colours, meeting half-way
    /// across it; a sweep over a full turn shows only its last turn; `endAngle ≤ startAngle` is one
    /// full turn from `startAngle`.
    case angularGradient([GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A grid of colours at points; see `MeshGradientPaint`.
    case meshGradient(MeshGradientPaint)
}
