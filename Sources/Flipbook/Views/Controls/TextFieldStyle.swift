/// How the text fields below `.textFieldStyle(_:)` look. SwiftUI offers only its built-in styles.
public protocol TextFieldStyle {}

/// The text field styles Flipbook draws.
enum TextFieldStyleKind {
    /// The text alone (iOS's default outside forms).
    case plain
    /// A 34 pt high field with 5 pt corners, a hairline gray border and 7 pt side insets.
    case roundedBorder
}

/// A text field style that Flipbook draws as one of its kinds.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    var kind: TextFieldStyleKind { get }
}

public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private enum TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .plain } }

extension EnvironmentValues {
    /// The style of the text fields here (`textFieldStyle(_:)`).
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the text fields in this view look: `.plain` (iOS's default) or `.roundedBorder`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style as? any BuiltInTextFieldStyle)?.kind ?? .plain)
    }
}
