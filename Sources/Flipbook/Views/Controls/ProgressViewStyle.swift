/// How the progress views below `.progressViewStyle(_:)` look.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` gets: how complete the task is (nil: unknown) and the labels.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// A progress view's current-value label, as a view.
    public struct CurrentValueLabel: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    /// 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// iOS's default: the bar when the fraction is known, else the spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A 4 pt capsule track filled in the tint, filling the width offered; the label above, the
/// current-value label below in the secondary colour.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBody(configuration: configuration)
    }
}

/// The spinner (iOS shows it whether or not the fraction is known), the label below in the
/// secondary colour.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpinner()
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// The linear style's body.
private struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.self) private var environment

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            TrackLayout(fraction: configuration.fractionCompleted ?? 0, height: 4, trackHeight: 4, thumbDiameter: 0) {
                Capsule().fill(Color(UIColor.systemGray5))
                Capsule().fill(environment.tintAlongTrack)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style of any type, as the environment holds it.
struct AnyProgressViewStyle {
    let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    @MainActor init<S: ProgressViewStyle>(_ style: S) { make = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyle? { nil } }

extension EnvironmentValues {
    /// The style of the progress views here (`progressViewStyle(_:)`); nil for the default.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the progress views in this view look: `.linear` or `.circular`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
