/// How the group boxes below `.groupBoxStyle(_:)` look: `makeBody(configuration:)` builds the box
/// from its label and its content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` gets: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// A group box's content, as a view.
    public struct Content: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let label: Label
    public let content: Content
}

/// iOS's default look (see `GroupBox`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox { configuration.content } label: { configuration.label }
            .groupBoxStyle(nil)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's default look.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The style of the group boxes here (`groupBoxStyle(_:)`); nil for iOS's.
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private enum GroupBoxStyleKey: EnvironmentKey { static var defaultValue: AnyGroupBoxStyle? { nil } }

/// A group box style of any type, as the environment holds it.
struct AnyGroupBoxStyle {
    let make: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    @MainActor init<S: GroupBoxStyle>(_ style: S) {
        make = StyledBody.maker(style) { $0.makeBody(configuration: $1) }
    }
}

extension View {
    /// Sets how the group boxes in this view look.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }

    /// iOS's own look for the group boxes in this view (inside a style's body).
    fileprivate func groupBoxStyle(_ style: AnyGroupBoxStyle?) -> some View {
        environment(\.groupBoxStyle, style)
    }
}
