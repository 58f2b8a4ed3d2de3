/// How the disclosure groups below `.disclosureGroupStyle(_:)` look: `makeBody(configuration:)`
/// builds the group from its label, its content and whether it is expanded.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``DisclosureGroupStyle`` gets: the group's label and content, and its expansion.
public struct DisclosureGroupStyleConfiguration {
    /// A disclosure group's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// A disclosure group's content, as a view.
    public struct Content: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let label: Label
    public let content: Content
    /// Whether the group shows its content; a style sets it to expand or collapse the group.
    @Binding public var isExpanded: Bool
}

/// iOS's default: the label with a tint-coloured chevron that a tap turns (see `DisclosureGroup`).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
            .disclosureGroupStyle(nil)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    /// The style of the disclosure groups here (`disclosureGroupStyle(_:)`); nil for iOS's.
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

private enum DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: AnyDisclosureGroupStyle? { nil } }

/// A disclosure group style of any type, as the environment holds it.
struct AnyDisclosureGroupStyle {
    let make: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView

    @MainActor init<S: DisclosureGroupStyle>(_ style: S) {
        make = StyledBody.maker(style) { $0.makeBody(configuration: $1) }
    }
}

extension View {
    /// Sets how the disclosure groups in this view look.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
    }

    /// iOS's own look for the disclosure groups in this view (inside a style's body).
    fileprivate func disclosureGroupStyle(_ style: AnyDisclosureGroupStyle?) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}
