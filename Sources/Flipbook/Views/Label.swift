/// A title with an icon, drawn as iOS draws a label: the icon then the title, on the title's
/// first baseline (symbols sit centred on its cap height); in a list row the icon is in the tint
/// colour (the accent colour unless `tint(_:)` or `listItemTint(_:)` says otherwise) where the row's colour is the
/// label colour, as iOS draws it.
///
///     Label("Favorites", systemImage: "heart.fill")
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        // A label colour (not a colour the row set, such as a destructive button's red) gives way to the tint.
        let tintsIcon = environment.isInList && environment.foregroundIsLabel
        let iconColor = environment.listItemTint?.color ?? environment.tintColor
        let icon: any View = tintsIcon ? AnyView(self.icon.foregroundStyle(iconColor)) : self.icon
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        let styled = context.environment.labelStyle?.makeBody(configuration)
            ?? DefaultLabelStyle().makeBody(configuration: configuration)
        let elements = context.resolveChild(styled, component: .content)
        // Drawn without its title (a toolbar's icon), it is still called by it, as VoiceOver reads it.
        if let title = (title as? Text)?.plainString, TapTarget.textList(in: elements).isEmpty {
            for element in elements { element.traits.iconTitle = title }
        }
        return elements
    }
}

private enum IconTitleTrait: ElementTraitKey { static var defaultValue: String? { nil } }

extension ElementTraits {
    /// The title of a label drawn as its icon alone.
    var iconTitle: String? {
        get { self[IconTitleTrait.self] }
        set { self[IconTitleTrait.self] = newValue }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and a PNG image resource as its icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// How the labels below `.labelStyle(_:)` look: `makeBody(configuration:)` arranges the title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` gets: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    public struct Title: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public struct Icon: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let title: Title
    public let icon: Icon
}

/// The icon then the title, on the title's first baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// iOS's default outside lists and toolbars: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style with its type erased, as the environment carries it.
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> any View

    @MainActor init<S: LabelStyle>(_ style: S) { makeBody = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle? { nil } }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels in this view look.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, AnyLabelStyle(style)) }
}
