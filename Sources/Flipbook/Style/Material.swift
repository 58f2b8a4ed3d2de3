import FlipbookDisplayList

/// A blurred, tinted backdrop, as iOS's materials: what is drawn behind the shape is blurred
/// (σ 15 pt, SwiftUI's radius 30), its saturation raised 1.8×, then covered by a tint that is
/// lighter or darker by the appearance and more opaque as the material thickens.
///
///     Text("Now playing").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
///
/// Partial: no vibrancy for content over a material; inside an offscreen layer (an opacity, an effect) it blurs only that layer.
public struct Material: ShapeStyle, Hashable {
    /// The tint's opacity over the blurred backdrop, light then dark.
    let lightTint: Color
    let darkTint: Color

    public static let ultraThinMaterial = Material(lightTint: Color(255, 255, 255, 0.35), darkTint: Color(28, 28, 30, 0.45))
    public static let thinMaterial = Material(lightTint: Color(255, 255, 255, 0.55), darkTint: Color(28, 28, 30, 0.6))
    public static let regularMaterial = Material(lightTint: Color(255, 255, 255, 0.7), darkTint: Color(28, 28, 30, 0.72))
    public static let thickMaterial = Material(lightTint: Color(255, 255, 255, 0.82), darkTint: Color(28, 28, 30, 0.84))
    public static let ultraThickMaterial = Material(lightTint: Color(255, 255, 255, 0.92), darkTint: Color(28, 28, 30, 0.92))
    /// The material of bars (navigation and tab bars, toolbars).
    public static let bar = Material(lightTint: Color(249, 249, 249, 0.8), darkTint: Color(22, 22, 24, 0.8))

    /// Gaussian σ of the backdrop blur, in points.
    static let blurSigma = 15.0
    /// How much more saturated the blurred backdrop is.
    static let saturation = 1.8

    func tint(in environment: EnvironmentValues) -> Color { environment.colorScheme == .dark ? darkTint : lightTint }

    var backdrop: Backdrop { Backdrop(sigma: Self.blurSigma, colorMatrix: ColorAdjustment.saturation(Self.saturation)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// A shape filled with a material: its backdrop, then the tint, inside the shape's path.
final class MaterialElement<S: Shape>: StyledShapeElement<S> {
    private let material: Material
    private let tint: Color

    init(shape: S, material: Material, context: ResolveContext) {
        self.material = material
        tint = material.tint(in: context.environment)
        super.init(shape: shape, context: context)
    }

    override var debugName: String { "\(S.self) (material)" }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let (frame, path) = presentedPath(at: time)
        let tinted = DisplayItem.shape(ShapeDrawing(path: .rect(frame), paint: .color(tint.rgba)))
        items.append(.group(GroupDrawing(clip: path, items: [tinted], backdrop: material.backdrop)))
    }
}
