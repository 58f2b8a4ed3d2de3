/// The colour schemes of a screen's toolbar items while its navigation bar's background shows in a
/// scheme of its own (`toolbarColorScheme`): the bar's for the items in the navigation bar, the
/// screen's for those in the bottom toolbar. The screen puts it in its content's environment;
/// `.toolbar` and `ToolbarItem` read it.
struct NavigationBarItemScheme: Equatable {
    let bar: ColorScheme
    let screen: ColorScheme

    /// `context` for a toolbar item placed in `slot`: in the bar's scheme in the navigation bar,
    /// the screen's elsewhere.
    @MainActor static func context(_ context: ResolveContext, for slot: ToolbarSlot) -> ResolveContext {
        guard let schemes = context.environment.navigationBarItemScheme else { return context }
        let inBar = slot == .leading || slot == .trailing || slot == .principal
        return context.with { $0.colorScheme = inBar ? schemes.bar : schemes.screen }
    }
}

private enum NavigationBarItemSchemeKey: EnvironmentKey { static var defaultValue: NavigationBarItemScheme? { nil } }

extension EnvironmentValues {
    /// The schemes of the toolbar items of the screen here (nil: the screen's own).
    var navigationBarItemScheme: NavigationBarItemScheme? {
        get { self[NavigationBarItemSchemeKey.self] }
        set { self[NavigationBarItemSchemeKey.self] = newValue }
    }
}
