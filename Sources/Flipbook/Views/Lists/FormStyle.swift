/// How the forms below `.formStyle(_:)` look. On an iPhone `.automatic` and `.grouped` are the
/// same: the rows in inset-grouped sections.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` gets: the form's content.
public struct FormStyleConfiguration {
    /// A form's content, as a view.
    public struct Content: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let content: Content
}

/// Rows in inset-grouped sections, as iOS draws every form.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }
            .environment(\.listAppearance, .insetGrouped)
    }
}

/// The platform's form style: `GroupedFormStyle` on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// A form style of any type, as the environment holds it.
struct AnyFormStyle {
    let make: @MainActor (FormStyleConfiguration) -> AnyView

    @MainActor init<S: FormStyle>(_ style: S) { make = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum FormStyleKey: EnvironmentKey { static var defaultValue: AnyFormStyle? { nil } }

extension EnvironmentValues {
    /// The style of the forms here (`formStyle(_:)`); nil for the automatic one.
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, AnyFormStyle(style))
    }
}
