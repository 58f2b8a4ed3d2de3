import FlipbookDisplayList

extension GraphicsContext {
    /// A pixel pass applied to everything drawn after `addFilter(_:)`, each drawing as its own
    /// layer. Radii and offsets are in the canvas's coordinates (points).
    public struct Filter: Sendable {
        let effect: LayerEffect

        /// A shadow of blur `radius` (σ = radius / 2) beneath each drawing.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0) -> Filter {
            Filter(effect: .shadow(color: color.rgba, sigma: gaussianSigma(radius: Double(radius)),
                                   offset: CGSize(width: x, height: y)))
        }

        /// A Gaussian blur of σ = radius / 2.
        public static func blur(radius: CGFloat) -> Filter {
            Filter(effect: .blur(sigma: gaussianSigma(radius: Double(radius)), opaque: false))
        }

        public static func brightness(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(ColorAdjustment.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(ColorAdjustment.contrast(amount))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(ColorAdjustment.saturation(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { saturation(1 - amount) }
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(effect: .colorMatrix(ColorAdjustment.hueRotation(angle.radians)))
        }
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(effect: .colorMatrix(ColorAdjustment.multiply(color.rgba)))
        }

        /// Inverts colours by `amount` (0 unchanged, 1 fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let k = 1 - 2 * amount
            return Filter(effect: .colorMatrix(ColorMatrix([k, 0, 0, 0, amount, 0, k, 0, 0, amount,
                                                            0, 0, k, 0, amount, 0, 0, 0, 1, 0])))
        }

        /// Black, as opaque as each pixel is luminous (see `View.luminanceToAlpha()`).
        public static var luminanceToAlpha: Filter { Filter(effect: .colorMatrix(ColorAdjustment.luminanceToAlpha)) }
    }

    /// Applies `filter` to everything drawn from now on with this context (after earlier filters).
    public mutating func addFilter(_ filter: Filter) { filters.append(filter.effect) }
}
