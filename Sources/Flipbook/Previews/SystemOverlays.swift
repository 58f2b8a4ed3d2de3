/// What the views ask of the system's overlays on the screen (`statusBarHidden`,
/// `persistentSystemOverlays`, a navigation bar's colour scheme), read by a device preview from
/// its resolved content, the outermost request of each kind winning, to draw its `DeviceChrome`.
struct SystemOverlays: Equatable {
    var showsStatusBar = true
    var showsHomeIndicator = true
    /// The status bar's colour scheme (nil: the screen's): the colour scheme of a navigation bar
    /// whose background shows under it.
    var statusBarScheme: ColorScheme?

    @MainActor
    static func requested(in elements: [Element]) -> SystemOverlays {
        SystemOverlays(showsStatusBar: !(Element.outermost(in: elements) { $0.traits.statusBarHidden } ?? false),
                       showsHomeIndicator: Element.outermost(in: elements) { $0.traits.persistentSystemOverlays } != .hidden,
                       statusBarScheme: Element.outermost(in: elements) { $0.traits.statusBarScheme })
    }
}

/// Marks its view with a request of the system overlays.
struct SystemOverlaysModifier: ViewModifier, WrappingModifier {
    var statusBarHidden: Bool?
    var persistentSystemOverlays: Visibility?
    var statusBarScheme: ColorScheme?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("SystemOverlays", child: child, id: id) { traits in
            if let statusBarHidden { traits.statusBarHidden = statusBarHidden }
            if let persistentSystemOverlays { traits.persistentSystemOverlays = persistentSystemOverlays }
            if let statusBarScheme { traits.statusBarScheme = statusBarScheme }
        }
    }
}

private enum StatusBarHiddenTrait: ElementTraitKey { static var defaultValue: Bool? { nil } }
private enum PersistentSystemOverlaysTrait: ElementTraitKey { static var defaultValue: Visibility? { nil } }
private enum StatusBarSchemeTrait: ElementTraitKey { static var defaultValue: ColorScheme? { nil } }

extension ElementTraits {
    /// What `statusBarHidden` asked; nil when it was not used.
    var statusBarHidden: Bool? {
        get { self[StatusBarHiddenTrait.self] }
        set { self[StatusBarHiddenTrait.self] = newValue }
    }

    /// What `persistentSystemOverlays` asked; nil when it was not used.
    var persistentSystemOverlays: Visibility? {
        get { self[PersistentSystemOverlaysTrait.self] }
        set { self[PersistentSystemOverlaysTrait.self] = newValue }
    }

    /// The colour scheme a navigation bar's shown background gives the status bar above it.
    var statusBarScheme: ColorScheme? {
        get { self[StatusBarSchemeTrait.self] }
        set { self[StatusBarSchemeTrait.self] = newValue }
    }
}

extension View {
    /// Hides the status bar (the time, signal and battery a device preview draws in the top
    /// inset). The safe area stays as it is, as on an iPhone with Face ID.
    /// Partial: on a Home-button iPhone iOS gives the 20-point bar's inset back to the app; Flipbook keeps it.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(SystemOverlaysModifier(statusBarHidden: hidden))
    }

    /// The visibility of the system's persistent overlays: `.hidden` hides the home indicator a
    /// device preview draws (iOS shows it again only when the user reaches for it).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(SystemOverlaysModifier(persistentSystemOverlays: visibility))
    }
}

/// A device preview's screen: the content, and over it the `DeviceChrome` the content's requests
/// leave. Primitive, as it reads its content's resolved elements (a request changing with state
/// inside the content redraws the chrome).
struct DeviceScreenContent: View, PrimitiveView {
    let content: AnyView
    let size: CGSize
    let insets: EdgeInsets
    let isLandscape: Bool
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(content.frame(maxWidth: .infinity, maxHeight: .infinity), component: .content)
        let overlays = SystemOverlays.requested(in: elements)
        let screen = ResolvedElements(elements: elements).overlay {
            DeviceChrome(size: size, insets: insets, isLandscape: isLandscape, overlays: overlays).ignoresSafeArea()
        }
        // Requests changed by state inside the content (a bar's background shown by scrolling) are
        // new inputs of the chrome: its body is evaluated again only then.
        let state = context.persistentState
        var chrome = context
        if state[.systemOverlays] != overlays {
            state[.systemOverlays] = overlays
            chrome.inputsChanged = true
        }
        return chrome.resolveChild(screen, component: .secondary)
    }
}

extension PersistentKey {
    /// The system-overlay requests a device screen last drew its chrome for.
    fileprivate static var systemOverlays: PersistentKey<SystemOverlays> { "systemOverlays" }
}
