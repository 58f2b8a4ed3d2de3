import FlipbookDisplayList
import Foundation

/// SwiftUI's colour adjustments as colour matrices on straight sRGB components. Saturation and
/// hue rotation use the Rec. 709 luma weights of the SVG/CSS filter matrices.
enum ColorAdjustment {
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    static func saturation(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = luma
        let s = amount
        return ColorMatrix([r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
                            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
                            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// Black, as opaque as the colour is luminous: SVG's `feColorMatrix` `luminanceToAlpha`
    /// (its own weights, which SwiftUI's documentation cites).
    static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

    static func multiply(_ color: RGBAColor) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }
}

extension View {
    private func colorMatrix<V: VectorArithmetic>(_ key: PersistentKey<AnimatedSlot<V>>, _ value: V,
                                                  _ matrix: @escaping @MainActor (V) -> ColorMatrix) -> some View {
        modifier(LayerEffectModifier(key: key, value: value) { value, _, items in
            GroupDrawing(items: items, effects: [.colorMatrix(matrix(value))])
        })
    }

    /// Adds `amount` to every colour component (−1 black … 1 white); animates.
    public func brightness(_ amount: Double) -> some View { colorMatrix("brightness", amount, ColorAdjustment.brightness) }

    /// Scales colours away from (> 1) or toward (< 1) mid-grey; negative values invert; animates.
    public func contrast(_ amount: Double) -> some View { colorMatrix("contrast", amount, ColorAdjustment.contrast) }

    /// Scales colourfulness: 0 grey, 1 unchanged, above 1 more saturated; animates.
    public func saturation(_ amount: Double) -> some View { colorMatrix("saturation", amount, ColorAdjustment.saturation) }

    /// Removes `amount` (0…1) of the colour: `saturation(1 − amount)`; animates.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix("grayscale", amount) { ColorAdjustment.saturation(1 - $0) }
    }

    /// Rotates hues by `angle`, keeping luma; animates.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix("hueRotation", angle.radians, ColorAdjustment.hueRotation)
    }

    /// Inverts every colour component (alpha is kept).
    public func colorInvert() -> some View { colorMatrix("colorInvert", EmptyAnimatableData()) { _ in ColorAdjustment.invert } }

    /// Makes a semitransparent mask of the view: each pixel black, its opacity the colour's
    /// luminance (dark parts clear, light parts opaque).
    public func luminanceToAlpha() -> some View {
        colorMatrix("luminanceToAlpha", EmptyAnimatableData()) { _ in ColorAdjustment.luminanceToAlpha }
    }

    /// Multiplies every pixel by `color`, component by component; the colour animates.
    public func colorMultiply(_ color: Color) -> some View {
        colorMatrix("colorMultiply", color.resolved.animatableData) { data in
            var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
            resolved.animatableData = data
            return ColorAdjustment.multiply(Color(resolved).rgba)
        }
    }
}
