/// Progress toward a goal, drawn as iOS draws it: with a value, a 4 pt bar filled in the tint
/// (the label above, the current-value label below in the secondary colour); with no value, the
/// activity spinner turning on the scene's clock (its label below). `progressViewStyle(_:)`
/// chooses `.linear` or `.circular` instead.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Made from a configuration inside a style's body: drawn in the system style, not that one.
    var usesSystemStyle = false
    @Environment(\.progressViewStyle) private var style

    /// The span a `ProgressView(timerInterval:)` follows: its fraction is read each frame.
    var timer: TimerInterval?

    public var body: some View {
        if let timer {
            TimelineView(.animation) { context in at(timer.fraction(at: context.date)) }
        } else {
            drawn
        }
    }

    /// This progress view showing `fraction`, with no timer.
    private func at(_ fraction: Double) -> ProgressView {
        var view = ProgressView(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
        view.usesSystemStyle = usesSystemStyle
        return view
    }

    private var drawn: AnyView {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
        return (usesSystemStyle ? nil : style?.make(configuration)) ?? AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
    }

    /// Progress of `value` out of `total`, clamped to 0…1; no value shows indeterminate progress.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? min(max(Double(value / total), 0), 1) : 0
    }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Indeterminate progress with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress: the spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
    }
}
