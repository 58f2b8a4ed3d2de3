/// How the control groups below `.controlGroupStyle(_:)` look: `makeBody(configuration:)` builds
/// the group from its controls and its label.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ControlGroupStyle`` gets: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
    /// A control group's controls, as a view.
    public struct Content: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// A control group's label, as a view (empty for a group without one).
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let content: Content
    public let label: Label
}

/// iOS's default outside menus and toolbars, a momentary segmented control: the controls sharing
/// the width equally, each 34 points high, in one rounded rectangle (8-point corners) in the
/// tertiary fill, with a separator between each two — 1 point wide, 16 points high, in the opaque
/// separator colour, as a segmented control's (the 34 and 16 are estimates from iOS 17
/// screenshots). The label is not drawn.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Group(subviews: configuration.content) { controls in
            HStack(spacing: 0) {
                ForEach(controls.indices, id: \.self) { index in
                    if index > 0 {
                        Rectangle().fill(Color(UIColor.opaqueSeparator)).frame(width: 1, height: 16)
                    }
                    controls[index].frame(maxWidth: .infinity).frame(height: 34)
                }
            }
        }
        .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

/// For navigation controls (back and forward, say): on iOS "individual borderless buttons" (Apple's
/// documentation), side by side at a stack's spacing, with no background; the label is not drawn.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
            .buttonStyle(.borderless)
    }
}

/// A menu labelled by the group's label, whose items are the controls (a tap, or a script's
/// `Tap` of the label, opens it).
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A menu labelled by the group's label, as `.menu` (iOS shows its controls as a compact row of
/// icons once open; Flipbook's open menu lists them as rows).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// A palette: iOS draws it in menus, as a row of the controls' icons; elsewhere Flipbook draws the
/// controls as `.navigation` does (an estimate: side by side, borderless).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        NavigationControlGroupStyle().makeBody(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension EnvironmentValues {
    /// The style of the control groups here (`controlGroupStyle(_:)`); nil for iOS's automatic one.
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

private enum ControlGroupStyleKey: EnvironmentKey { static var defaultValue: AnyControlGroupStyle? { nil } }

/// A control group style of any type, as the environment holds it.
struct AnyControlGroupStyle {
    let make: @MainActor (ControlGroupStyleConfiguration) -> AnyView

    @MainActor init<S: ControlGroupStyle>(_ style: S) {
        make = StyledBody.maker(style) { $0.makeBody(configuration: $1) }
    }
}

extension View {
    /// Sets how the control groups in this view look.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyControlGroupStyle(style))
    }
}
