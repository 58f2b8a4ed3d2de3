import FlipbookDisplayList

extension GraphicsContext {
    /// What a `GraphicsContext` fills and strokes with; gradient geometry is in the context's
    /// coordinates (points), not unit points.
    public struct Shading: Sendable {
        let paint: @Sendable (EnvironmentValues) -> Paint

        func paint(in environment: EnvironmentValues) -> Paint { paint(environment) }

        public static func color(_ color: Color) -> Shading { Shading { _ in .color(color.rgba) } }

        /// The canvas's foreground style.
        public static var foreground: Shading { Shading { .color($0.foregroundColor.rgba) } }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading { _ in .linearGradient(gradient.paintStops, start: startPoint, end: endPoint) }
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat) -> Shading {
            Shading { _ in
                .radialGradient(gradient.paintStops, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
            }
        }

        /// A full-turn angular gradient about `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading { _ in
                .angularGradient(gradient.paintStops, center: center, startAngle: angle.radians,
                                 endAngle: angle.radians + 2 * .pi)
            }
        }
    }
}
