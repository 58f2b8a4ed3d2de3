/// A value in a range, drawn as iOS's default gauge (linear capacity): the label above, then the
/// minimum value label, a 6 pt capsule filled in the tint up to the value, and the maximum value
/// label in a row, and the current value label below; value labels in the caption font and the
/// secondary colour.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.tint) private var tint

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
        VStack(alignment: .leading, spacing: 4) {
            label
            HStack(spacing: 8) {
                minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                TrackLayout(fraction: fraction, height: 6, trackHeight: 6, thumbDiameter: 0) {
                    Capsule().fill(Color(UIColor.systemGray5))
                    Capsule().fill(tint ?? .accentColor)
                }
                maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
            currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
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
