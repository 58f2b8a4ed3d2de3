/// How the pickers below `.pickerStyle(_:)` look. SwiftUI offers only its built-in styles.
public protocol PickerStyle {}

/// The built-in picker styles Flipbook draws.
enum PickerStyleKind {
    case menu, segmented, wheel, navigationLink, inline
}

/// A picker style that Flipbook draws as one of its kinds.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// iOS's default outside lists: a menu button.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A button showing the current choice and up-and-down chevrons in the tint colour.
public struct MenuPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// iOS's segmented control.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// The choices as a row of compact elements (one symbol each): outside a menu, as iOS renders
/// it there, a segmented control.
///
/// Partial: inside a menu it shows its choices as the menu's rows, not a row of symbols.
public struct PalettePickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A spinning wheel of choices, shown at rest.
public struct WheelPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// A list row showing the label, the current choice in grey and a chevron (the row pushes a
/// list of the choices on iOS).
///
/// Partial: tapping the row does not push the list of choices (a script picks with `Pick`).
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// In a list or form, the choices as rows of their own, a checkmark in the tint colour on the
/// selected one (a tap on a row chooses it); outside lists, a wheel, as iOS shows it.
///
/// Partial: the picker's label is not shown above the rows.
public struct InlinePickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private enum PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }

extension EnvironmentValues {
    /// The style of the pickers here (`pickerStyle(_:)`).
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the pickers in this view look: `.menu` (iOS's default), `.segmented`, `.wheel`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}
