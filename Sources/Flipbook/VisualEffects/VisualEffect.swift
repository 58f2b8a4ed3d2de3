import FlipbookDisplayList

/// Drawing effects that change how a view looks, not its layout: what a `scrollTransition` or
/// `visualEffect` closure returns, built from `EmptyVisualEffect` with `opacity`, `scaleEffect`,
/// `offset`, `rotationEffect`, `rotation3DEffect`, `blur` and the colour adjustments, applied in the
/// order written
/// (the colour passes and blur on the view's pixels before its transform).
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing: the start of every effect a `scrollTransition` builds.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// One primitive effect with its numbers, so two effects of the same shape interpolate.
struct VisualEffectStep: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case opacity(Double)
        case scale(CGSize, UnitPoint)
        case offset(CGSize)
        case rotation(Double, UnitPoint)
        case rotation3D(Rotation3D)
        case blur(Double, opaque: Bool)
        case color(ColorPass, Double)
    }

    /// A colour adjustment and what its amount means.
    enum ColorPass: Sendable, Equatable {
        case brightness, contrast, saturation, hueRotation

        func matrix(_ amount: Double) -> ColorMatrix {
            switch self {
            case .brightness: ColorAdjustment.brightness(amount)
            case .contrast: ColorAdjustment.contrast(amount)
            case .saturation: ColorAdjustment.saturation(amount)
            case .hueRotation: ColorAdjustment.hueRotation(amount)
            }
        }
    }

    /// A `rotation3DEffect`'s numbers (the angle in degrees).
    struct Rotation3D: Sendable, Equatable {
        var degrees: Double
        var axis: [CGFloat]
        var anchor: UnitPoint
        var anchorZ: CGFloat
        var perspective: CGFloat

        /// The projection of a view of `size`, about its top-leading corner.
        @MainActor func effectValue(size: CGSize) -> ProjectionTransform {
            _Rotation3DEffect(angle: .degrees(degrees), axis: (axis[0], axis[1], axis[2]), anchor: anchor,
                              anchorZ: anchorZ, perspective: perspective).effectValue(size: size)
        }
    }

    let kind: Kind

    /// This step `fraction` of the way to `other` (the same kind), else `other` past halfway.
    func interpolated(to other: VisualEffectStep, by fraction: Double) -> VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (kind, other.kind) {
        case (.opacity(let a), .opacity(let b)): return VisualEffectStep(kind: .opacity(mix(a, b)))
        case (.scale(let a, let anchor), .scale(let b, _)):
            return VisualEffectStep(kind: .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor))
        case (.offset(let a), .offset(let b)):
            return VisualEffectStep(kind: .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))))
        case (.rotation(let a, let anchor), .rotation(let b, _)): return VisualEffectStep(kind: .rotation(mix(a, b), anchor))
        case (.rotation3D(var a), .rotation3D(let b)) where a.axis == b.axis:
            a.degrees = mix(a.degrees, b.degrees)
            return VisualEffectStep(kind: .rotation3D(a))
        case (.blur(let a, let opaque), .blur(let b, _)): return VisualEffectStep(kind: .blur(mix(a, b), opaque: opaque))
        case (.color(let pass, let a), .color(let other, let b)) where pass == other: return VisualEffectStep(kind: .color(pass, mix(a, b)))
        default: return fraction < 0.5 ? self : other
        }
    }
}

/// Effects in the order they apply (what the `VisualEffect` methods build).
struct VisualEffectSteps: VisualEffect {
    var steps: [VisualEffectStep]

    /// `from`'s steps `fraction` of the way to `to`'s (step by step; a step only one has is kept
    /// as it is).
    static func interpolating(_ from: VisualEffectSteps, _ to: VisualEffectSteps, by fraction: Double) -> VisualEffectSteps {
        guard fraction != 0 else { return from }
        let count = max(from.steps.count, to.steps.count)
        return VisualEffectSteps(steps: (0..<count).map { index in
            switch (index < from.steps.count ? from.steps[index] : nil, index < to.steps.count ? to.steps[index] : nil) {
            case let (a?, b?): a.interpolated(to: b, by: fraction)
            case let (a?, nil): a
            case let (nil, b?): b
            case (nil, nil): VisualEffectStep(kind: .opacity(1))
            }
        })
    }

    /// The transform (projective once a step turns the view in depth), opacity and pixel passes
    /// the steps give a view drawn in `frame`.
    @MainActor func drawing(in frame: CGRect) -> (transform: ProjectionTransform, opacity: Double, effects: [LayerEffect]) {
        var transform = ProjectionTransform()
        func then(_ affine: CGAffineTransform) { transform = transform.concatenating(ProjectionTransform(affine)) }
        var opacity = 1.0
        var effects: [LayerEffect] = []
        for step in steps {
            switch step.kind {
            case .opacity(let value): opacity *= value
            case .blur(let radius, let opaque):
                if radius > 0 { effects.append(.blur(sigma: gaussianSigma(radius: radius), opaque: opaque)) }
            case .color(let pass, let amount): effects.append(.colorMatrix(pass.matrix(amount)))
            case .scale(let size, let anchor): then(CGAffineTransform(scaleX: size.width, y: size.height).about(anchor, of: frame))
            case .offset(let size): then(CGAffineTransform(translationX: size.width, y: size.height))
            case .rotation(let degrees, let anchor): then(CGAffineTransform(rotationAngle: Angle(degrees: degrees).radians).about(anchor, of: frame))
            case .rotation3D(let rotation):
                then(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
                transform = transform.concatenating(rotation.effectValue(size: frame.size))
                then(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            }
        }
        return (transform, opacity, effects)
    }
}

extension VisualEffect {
    /// The steps of this effect (none for `EmptyVisualEffect`).
    var visualEffectSteps: VisualEffectSteps { self as? VisualEffectSteps ?? VisualEffectSteps(steps: []) }

    private func adding(_ kind: VisualEffectStep.Kind) -> VisualEffectSteps {
        VisualEffectSteps(steps: visualEffectSteps.steps + [VisualEffectStep(kind: kind)])
    }

    /// Multiplies the view's opacity by `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }

    /// Scales the view by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Rotates the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle.degrees, anchor))
    }

    /// Turns the view by `angle` about `axis` in three dimensions and projects it back onto the
    /// screen with perspective, as the `rotation3DEffect` modifier does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(VisualEffectStep.Rotation3D(degrees: angle.degrees, axis: [axis.x, axis.y, axis.z], anchor: anchor,
                                                       anchorZ: anchorZ, perspective: perspective)))
    }

    /// Blurs the view by `radius` (`opaque`: edges blurred against opaque pixels, not transparency).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(Double(radius), opaque: opaque)) }

    /// Adds `amount` to every colour component (−1 black … 1 white).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.color(.brightness, amount)) }

    /// Scales colours away from (> 1) or toward (< 1) mid-grey.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(.contrast, amount)) }

    /// Scales colourfulness: 0 grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.color(.saturation, amount)) }

    /// Removes `amount` (0…1) of the colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.color(.saturation, 1 - amount)) }

    /// Rotates hues by `angle`, keeping luma.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.color(.hueRotation, angle.radians)) }
}

extension VisualEffectSteps {
    /// `inner`, drawn in `frame`, with these steps applied (as it is when they change nothing).
    @MainActor func draw(_ inner: [DisplayItem], in frame: CGRect, into items: inout [DisplayItem]) {
        let (transform, opacity, effects) = drawing(in: frame)
        if inner.isEmpty || transform.isIdentity && opacity >= 1 && effects.isEmpty {
            items.append(contentsOf: inner)
        } else if transform.isAffine {
            let affine = transform.displayTransform.affine
            items.append(.group(GroupDrawing(transform: affine, opacity: max(0, opacity), clip: nil, items: inner, effects: effects)))
        } else {
            items.append(.group(GroupDrawing(opacity: max(0, opacity), items: inner, effects: effects,
                                             projection: transform.displayTransform)))
        }
    }
}
