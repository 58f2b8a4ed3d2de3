/// A tint that is a shape style rather than a colour: `.tint(Gradient(colors: [.green, .red]))`.
/// Controls that fill a track or ring with the tint (gauges, linear progress views, sliders) paint
/// it, laying a plain `Gradient` along the track (leading to trailing) or around the ring; every
/// other use of the tint takes its colour — a gradient's first stop, as SwiftUI documents for
/// controls that cannot draw a gradient.
private enum TintStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The tint as set by `tint(_:)` with a shape style (nil after a colour tint).
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }

    /// What a control fills a straight track with: the tint style (a plain gradient runs leading
    /// to trailing across the filled part), else the tint colour.
    var tintAlongTrack: AnyShapeStyle {
        guard let style = tintStyle else { return AnyShapeStyle(tintColor) }
        guard let gradient = style.plainGradient else { return style }
        return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
    }

    /// What a control strokes a ring with that starts at angle 0 (trailing) and runs clockwise
    /// through `sweep`: the tint style (a plain gradient runs from the ring's start to its end,
    /// its end colours held past them, under round caps), else the tint colour.
    func tintAroundRing(sweep: Angle) -> AnyShapeStyle {
        guard let style = tintStyle else { return AnyShapeStyle(tintColor) }
        guard let gradient = style.plainGradient else { return style }
        // The gradient's seam sits in the middle of the ring's gap, so both ends' caps keep their colour.
        let gap = (2 * .pi - sweep.radians) / 2
        let stops = gradient.stops.map {
            Gradient.Stop(color: $0.color, location: (gap + $0.location * sweep.radians) / (2 * .pi))
        }
        return AnyShapeStyle(AngularGradient(gradient: Gradient(stops: stops), center: .center,
                                             startAngle: .radians(-gap), endAngle: .radians(2 * .pi - gap)))
    }
}

extension AnyShapeStyle {
    /// The gradient, when this is one with no geometry of its own (`Gradient`, `AnyGradient`).
    fileprivate var plainGradient: Gradient? {
        (base as? Gradient) ?? (base as? AnyGradient)?.gradient
    }
}

/// `tint(_:)` with a shape style.
struct TintStyleModifier: ViewModifier, EnvironmentModifier {
    let style: AnyShapeStyle?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        environment.tint = style?.resolvedColor(in: environment)
        environment.tintStyle = style
    }
}

extension View {
    /// Sets the tint to a shape style: a gradient fills gauges', linear progress views' and
    /// sliders' tracks; what draws in one colour takes the gradient's first stop.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(TintStyleModifier(style: tint.map { AnyShapeStyle($0) }))
    }
}
