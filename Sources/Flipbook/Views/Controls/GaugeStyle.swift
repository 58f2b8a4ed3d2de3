/// How the gauges below `.gaugeStyle(_:)` look: `makeBody(configuration:)` draws the value and labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` gets: the value as a fraction of the gauge's range, and its labels.
///
/// Partial: there are no marked value labels.
public struct GaugeStyleConfiguration {
    /// One of a gauge's labels, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label

    /// Where the value is in the gauge's range: 0 at its lower bound, 1 at its upper.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// iOS's default: the label above; the minimum value label, a 6 pt capsule filled in the tint up
/// to the value, and the maximum value label in a row; the current value label below. Value
/// labels in the caption font and the secondary colour.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, trackHeight: 6, showsLabel: true)
    }
}

/// The default style.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

/// The lock-screen accessory bar: the current value label above a 4 pt capsule filled up to the
/// value, between the bounds labels; the label is not shown.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.currentValueLabel.font(.caption)
            LinearGaugeBody(configuration: configuration, trackHeight: 4, showsLabel: false)
        }
    }
}

/// The lock-screen accessory ring: a 58 pt circle whose 6 pt track fills clockwise from the top
/// up to the value in the tint, the current value label (else the label) centred inside it.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularCapacityGaugeBody(configuration: configuration) }
}

/// The lock-screen accessory dial: a 58 pt ring open at the bottom — 270° of 6 pt track in the
/// tint — with a ring marking the value on it, the current value label (else the label) in the
/// middle, and the minimum and maximum value labels in the opening. (The opening, the marker and
/// the label sizes are estimates from iOS 17 screenshots.)
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration) }
}

/// A linear gauge's body: the label (when shown) above the track row.
private struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let trackHeight: CGFloat
    let showsLabel: Bool
    @Environment(\.self) private var environment

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if showsLabel { configuration.label }
            HStack(spacing: 8) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                TrackLayout(fraction: configuration.value, height: trackHeight, trackHeight: trackHeight, thumbDiameter: 0) {
                    Capsule().fill(Color(UIColor.systemGray5))
                    Capsule().fill(environment.tintAlongTrack)
                }
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
            if showsLabel { configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }
}

/// The circular capacity gauge's body.
private struct CircularCapacityGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.self) private var environment

    var body: some View {
        ZStack {
            ZStack {
                Circle().stroke(Color(UIColor.systemGray5), lineWidth: 6)
                Circle()
                    .trim(from: 0, to: CGFloat(configuration.value))
                    .stroke(environment.tintAroundRing(sweep: .degrees(360)), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .padding(3)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 15, weight: .medium))
            } else {
                configuration.label.font(.system(size: 12, weight: .medium))
            }
        }
        .frame(width: 58, height: 58)
    }
}

/// The accessory dial's body.
private struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.self) private var environment

    /// The track's centre line's radius in the 58 pt frame.
    private static let radius: CGFloat = 26

    /// Where the value is on the track, from the middle: the track starts at 135° (clockwise from
    /// the right, down being positive) and sweeps 270°.
    static func marker(at value: Double) -> CGPoint {
        let angle = (135 + 270 * min(max(value, 0), 1)) * .pi / 180
        return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
    }

    var body: some View {
        let marker = Self.marker(at: configuration.value)
        ZStack {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(environment.tintAroundRing(sweep: .degrees(270)), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(135))
                .padding(3)
            Circle()
                .stroke(Color(UIColor.systemBackground), lineWidth: 2)
                .frame(width: 7, height: 7)
                .offset(x: marker.x, y: marker.y)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 15, weight: .medium))
            } else {
                configuration.label.font(.system(size: 12, weight: .medium))
            }
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 9, weight: .medium))
            .frame(width: 40)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: 58, height: 58)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A gauge style with its type erased, as the environment carries it.
struct AnyGaugeStyle {
    let make: @MainActor (GaugeStyleConfiguration) -> AnyView

    @MainActor init<S: GaugeStyle>(_ style: S) { make = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle? { nil } }

extension EnvironmentValues {
    /// The style of the gauges here (`gaugeStyle(_:)`); nil for the default.
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the gauges in this view look.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
