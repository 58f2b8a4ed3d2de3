/// A value in a range, drawn in the environment's gauge style (`gaugeStyle(_:)`); iOS's default
/// is the linear capacity gauge (see ``LinearCapacityGaugeStyle``).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, _ label: Label, _ current: CurrentValueLabel?,
                                 _ minimum: BoundsLabel?, _ maximum: BoundsLabel?) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(max(Double((value - bounds.lowerBound) / span), 0), 1) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: label),
            currentValueLabel: currentValueLabel.map { .init(content: $0) },
            minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
            maximumValueLabel: maximumValueLabel.map { .init(content: $0) })
        style?.make(configuration) ?? AnyView(LinearCapacityGaugeStyle().makeBody(configuration: configuration))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value, bounds, label(), currentValueLabel(), minimumValueLabel(), maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value, bounds, label(), currentValueLabel(), nil, nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value, bounds, label(), nil, nil, nil)
    }
}
