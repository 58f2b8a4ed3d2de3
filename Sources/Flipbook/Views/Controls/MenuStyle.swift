/// How the menus below `.menuStyle(_:)` look, closed: `makeBody(configuration:)` usually wraps
/// `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``MenuStyle`` gets: the menu's label and content, to pass to `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// The menu's items, as a view (not shown while the menu is closed).
    public struct Content: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// Opens the menu.
    let open: @MainActor () -> Void
}

/// iOS's default: the menu as a button (``ButtonMenuStyle``).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonMenuStyle().makeBody(configuration: configuration) }
}

/// The label as a button in the environment's button style (`.bordered`, …); with a primary
/// action, a real button that runs it, and a long press opens the menu.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let primaryAction = configuration.primaryAction {
            PrimaryActionMenuButton(configuration: configuration, primaryAction: primaryAction)
        } else {
            MenuButtonLook(label: configuration.label, followsButtonStyle: true, open: configuration.open)
        }
    }
}

/// The label alone in the tint colour, whatever the button style.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let primaryAction = configuration.primaryAction {
            PrimaryActionMenuButton(configuration: configuration, primaryAction: primaryAction).buttonStyle(.borderless)
        } else {
            MenuButtonLook(label: configuration.label, followsButtonStyle: false, open: configuration.open)
        }
    }
}

/// A menu with a primary action, as iOS makes one: a button whose tap runs the action, and a long
/// press on it (a script's `LongPress`, held 0.5 s: `LongPressGesture`'s default, an estimate of
/// iOS's) opens the menu.
struct PrimaryActionMenuButton: View {
    let configuration: MenuStyleConfiguration
    let primaryAction: @MainActor () -> Void

    var body: some View {
        Button(action: primaryAction) { configuration.label }
            .gesture(LongPressGesture().onEnded { _ in configuration.open() })
    }
}

/// A menu's label drawn as a button looks: in the tint colour (grey when disabled) unless the
/// label sets its own, in the environment's button style when `followsButtonStyle`; a tap opens
/// the menu.
struct MenuButtonLook: View, PrimitiveView {
    let label: MenuStyleConfiguration.Label
    let followsButtonStyle: Bool
    let open: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        let tint = environment.isEnabled ? environment.tintColor : DisabledLook.foreground
        let inner = context.with { if !$0.hasExplicitForeground { $0.foregroundColor = tint } }
        let style = followsButtonStyle ? environment.buttonStyle : nil
        let styled = style.map { $0.makeBody(ButtonStyleConfiguration(label: .init(content: label), isPressed: false)) }
        return TapGestureModifier(action: open).resolve(content: styled ?? label, in: inner)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style with its type erased, as the environment carries it.
struct AnyMenuStyle {
    let make: @MainActor (MenuStyleConfiguration) -> AnyView

    @MainActor init<S: MenuStyle>(_ style: S) { make = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum MenuStyleKey: EnvironmentKey { static var defaultValue: AnyMenuStyle? { nil } }

extension EnvironmentValues {
    /// The style of the menus here (`menuStyle(_:)`); nil for the default.
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the menus in this view look.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyMenuStyle(style))
    }
}
