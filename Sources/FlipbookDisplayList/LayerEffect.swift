import Foundation

/// A pixel pass on a group's composited layer, in the layer's own coordinates.
///
/// Renderers skip an effect with a non-finite parameter; a negative `sigma` counts as 0, and one
/// over 100 device pixels as 100.
public enum LayerEffect: Sendable, Hashable {
    /// A Gaussian blur of standard deviation `sigma` points. `opaque` blurs with edge pixels
    /// extended and makes the result fully opaque (SwiftUI's `blur(radius:opaque: true)`);
    /// otherwise transparency around the layer blurs in.
    case blur(sigma: Double, opaque: Bool)
    /// The layer's alpha blurred by `sigma` points, painted in `color` and moved by `offset`,
    /// drawn beneath the layer.
    case shadow(color: RGBAColor, sigma: Double, offset: CGSize)
    /// Every pixel's straight colour through `matrix`.
    case colorMatrix(ColorMatrix)
}
