/// How the date pickers below `.datePickerStyle(_:)` look. SwiftUI offers only its built-in styles.
public protocol DatePickerStyle {}

/// The built-in date picker styles Flipbook draws.
enum DatePickerStyleKind {
    case compact, graphical, wheel
}

/// A date picker style that Flipbook draws as one of its kinds.
protocol BuiltInDatePickerStyle: DatePickerStyle {
    var kind: DatePickerStyleKind { get }
}

/// iOS's default: the compact style.
public struct DefaultDatePickerStyle: BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// The label, then the date and the time as text in grey rounded fields.
public struct CompactDatePickerStyle: BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// A month calendar with the chosen day marked, and the time below it.
public struct GraphicalDatePickerStyle: BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .graphical }
}

/// Spinning wheels for the day and the time, shown at rest.
public struct WheelDatePickerStyle: BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .compact } }

extension EnvironmentValues {
    /// The style of the date pickers here (`datePickerStyle(_:)`).
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the date pickers in this view look: `.compact` (iOS's default), `.graphical`, `.wheel`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, (style as? any BuiltInDatePickerStyle)?.kind ?? .compact)
    }
}
