extension Color {
    /// Concrete colour components. Animates in linear-light sRGB, as SwiftUI
    /// does since iOS 18, so a red→blue fade does not darken in the middle.
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        static func linear(_ c: Float) -> Float {
            c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
        }

        static func encoded(_ l: Float) -> Float {
            l <= 0.0031308 ? l * 12.92 : 1.055 * powf(l, 1 / 2.4) - 0.055
        }
    }
}

extension Color.Resolved: Animatable {
    /// Linear-light components scaled by 128 (SwiftUI's unit scale for colour animation).
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(Self.linear(red) * 128, AnimatablePair(Self.linear(green) * 128,
                           AnimatablePair(Self.linear(blue) * 128, opacity * 128)))
        }
        set {
            red = Self.encoded(newValue.first / 128)
            green = Self.encoded(newValue.second.first / 128)
            blue = Self.encoded(newValue.second.second.first / 128)
            opacity = newValue.second.second.second / 128
        }
    }
}
