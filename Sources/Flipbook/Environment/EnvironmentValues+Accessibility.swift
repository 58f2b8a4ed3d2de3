extension EnvironmentValues {
    /// Whether the viewer asked to reduce motion (Settings › Accessibility › Motion). Set by the
    /// scene (`FlipbookScene.accessibilityReduceMotion`), so one test can render both variants.
    /// Flipbook's alerts then fade in without growing from 1.2 times their size, as UIKit's do.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Motion and its Prefer Cross-Fade Transitions option are both on: views should
    /// cross-fade instead of sliding. Set by the scene (`FlipbookScene.accessibilityReduceMotion`
    /// and `accessibilityPrefersCrossFadeTransitions`); navigation pushes and pops, sheets and
    /// full-screen covers then cross-fade in place, as UIKit's system navigation does.
    public var accessibilityPrefersCrossFadeTransitions: Bool {
        get { self[PrefersCrossFadeKey.self] }
        set { self[PrefersCrossFadeKey.self] = newValue }
    }
}

private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum PrefersCrossFadeKey: EnvironmentKey { static let defaultValue = false }

/// The other display settings of Settings › Accessibility that views read, as an iPhone has them
/// out of the box (all off); a preview or scene sets one with `.environment(\.…, true)` to render
/// that variant.
extension EnvironmentValues {
    /// Whether the viewer asked for shapes or text rather than colour alone to tell things apart.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the viewer asked for fewer translucent backgrounds.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether Smart Invert is on.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the viewer asked for button shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ButtonShapesKey.self] }
        set { self[ButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }

    /// Whether any assistive technology is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// The contrast the viewer asked for (Increase Contrast).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }

    /// The font weight the viewer asked for (Bold Text): `.regular` with the setting off.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

/// Standard or increased contrast (Settings › Accessibility › Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// Regular or bold text (Settings › Accessibility › Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

private enum DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum ButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private enum VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private enum LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
