import Foundation

/// A material's backdrop (SwiftUI's `Material`): what is already drawn under a group's clip,
/// blurred and passed through a colour matrix, painted before the group's children (the tint).
///
/// Renderers read only what is drawn in the group's own target (inside an opacity layer, that is
/// the layer so far), extend the edges of the drawn area for the blur, skip a backdrop whose
/// `sigma` is not finite, and count a negative `sigma` as 0 and one over 100 device pixels as 100.
public struct Backdrop: Sendable, Hashable {
    /// Standard deviation of the Gaussian blur, in points.
    public var sigma: Double
    /// Applied to the blurred pixels (a material's saturation boost).
    public var colorMatrix: ColorMatrix

    public init(sigma: Double, colorMatrix: ColorMatrix = .identity) {
        self.sigma = sigma
        self.colorMatrix = colorMatrix
    }
}
