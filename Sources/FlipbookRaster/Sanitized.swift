import FlipbookDisplayList

/// Clamping of untrusted display-list values to what cairo and pango accept without entering an
/// error state. Each rule is documented on the display-list type it applies to.
enum Sanitized {
    /// A colour component or opacity clamped to 0…1; NaN becomes `nan`.
    static func unit(_ value: Double, nan: Double) -> Double {
        value.isNaN ? nan : min(max(value, 0), 1)
    }

    static func color(_ color: RGBAColor) -> RGBAColor {
        RGBAColor(
            red: unit(color.red, nan: 0),
            green: unit(color.green, nan: 0),
            blue: unit(color.blue, nan: 0),
            alpha: unit(color.alpha, nan: 0)
        )
    }

    /// Font size in points, or nil when the text should be treated as empty.
    static func fontSize(_ size: Double) -> Double? {
        guard size.isFinite, size > 0 else { return nil }
        return min(size, 10_000)
    }

    /// CSS weight clamped to pango's range.
    static func weight(_ weight: Int) -> Int {
        min(max(weight, 100), 1000)
    }

    /// Wrap width in points, or nil for unwrapped text.
    static func wrapWidth(_ width: Double?) -> Double? {
        guard let width, width.isFinite else { return nil }
        return min(max(width, 0), 1_000_000)
    }

    /// Points a span is raised (a baseline offset): 0 when not finite, within ±10,000.
    static func rise(_ offset: Double) -> Double {
        offset.isFinite ? min(max(offset, -10_000), 10_000) : 0
    }

    static func lineSpacing(_ spacing: Double) -> Double {
        spacing.isNaN ? 0 : min(max(spacing, 0), 10_000)
    }

    static func lineLimit(_ limit: Int?) -> Int? {
        limit.map { min(max($0, 1), 1_000_000) }
    }

    /// The dash pattern cairo accepts, or nil for a solid line.
    static func dash(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty,
              dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
              dash.contains(where: { $0 > 0 }) else { return nil }
        return dash
    }

    static func miterLimit(_ limit: Double) -> Double {
        limit.isFinite ? max(limit, 1) : 10
    }
}
