import Observation

/// The appearance: light or dark. System colours, materials and the scene's default background
/// follow the environment's `colorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

extension EnvironmentValues {
    /// The appearance of this part of the tree (the scene's, unless changed with
    /// `.environment(\.colorScheme, …)` or `preferredColorScheme(_:)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The scene's appearance, which `preferredColorScheme` sets.
    var sceneAppearance: SceneAppearance? {
        get { self[SceneAppearanceKey.self] }
        set { self[SceneAppearanceKey.self] = newValue }
    }
}

private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum SceneAppearanceKey: EnvironmentKey { static var defaultValue: SceneAppearance? { nil } }

/// The appearance of a whole scene, as an iPhone's window has one: the scene's own setting unless
/// a view inside prefers another. Observed by the scene's root, so a change re-evaluates the tree.
@MainActor @Observable
final class SceneAppearance {
    /// The scene's setting (`FlipbookScene.colorScheme`).
    let scheme: ColorScheme
    /// What `preferredColorScheme` last asked for; nil for no preference.
    var preferred: ColorScheme?

    init(scheme: ColorScheme) { self.scheme = scheme }

    var colorScheme: ColorScheme { preferred ?? scheme }
}

/// The scene's root: its content in the scene's appearance, on the scene's clock.
struct SceneRoot: View {
    let appearance: SceneAppearance
    let startDate: Date
    var reduceMotion = false
    var prefersCrossFade = false
    var dynamicTypeSize = DynamicTypeSize.large
    /// The colour behind the views (`FlipbookScene.background`).
    var background = Color(.systemBackground)
    let content: AnyView
    /// Where presentations draw, over the content.
    let sceneTopLayer = SceneTopLayer()
    /// How the content recedes behind a large sheet.
    let backdrop = PresentationBackdrop()
    /// The scene's edit mode (`\.editMode`), as an app's window provides one.
    @State var editMode = EditMode.inactive

    var body: some View {
        content
            .modifier(BackdropModifier(backdrop: backdrop, style: .screen(background: background)))
            .overlay { SceneTopLayerHost(layer: sceneTopLayer) }
            .environment(\.sceneTopLayer, sceneTopLayer)
            .environment(\.presentationBackdrop, backdrop)
            .environment(\.colorScheme, appearance.colorScheme)
            .environment(\.sceneAppearance, appearance)
            .environment(\.sceneStartDate, startDate)
            .environment(\.accessibilityReduceMotion, reduceMotion)
            .environment(\.accessibilityPrefersCrossFadeTransitions, reduceMotion && prefersCrossFade)
            .environment(\.dynamicTypeSize, dynamicTypeSize)
            .environment(\.editMode, $editMode)
    }
}

/// Asks for the whole scene to take an appearance, as `preferredColorScheme` asks for the window's.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let scheme: ColorScheme?
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        if let appearance = context.environment.sceneAppearance, appearance.preferred != scheme {
            // Like a preference, it reaches the scene after this update; the scene then updates
            // again at the same time, without animation.
            let scheme = scheme
            context.graph.actions.enqueue { appearance.preferred = scheme }
        }
        return context.resolveChild(content, component: .content)
    }
}

extension View {
    /// Sets the appearance of the whole scene (as of an iPhone's window), whatever view sets it;
    /// nil follows the scene's own setting.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}
