/// A control for a value in a range, drawn as iOS draws it: a 4 pt track filled in the tint up
/// to a 28 pt white thumb with a soft shadow, in a row 28 pt high that fills the width offered,
/// between the minimum and maximum value labels when there are any (the label itself names the
/// slider for accessibility and scripts; iOS does not show it). Disabled, the track, fill and
/// thumb fade to half opacity and the value labels are grey. A script sets it with `Slide(label, to:, at:)`.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.self) private var environment
    @Environment(\.isEnabled) private var isEnabled

    static var height: CGFloat { 28 }
    static var trackHeight: CGFloat { 4 }
    static var thumbDiameter: CGFloat { 28 }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, label(), minimumValueLabel(), maximumValueLabel())
    }

    private init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, _ step: V.Stride?,
                                         _ label: Label, _ minimum: ValueLabel?, _ maximum: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        let fraction = bounds.upperBound > bounds.lowerBound
            ? (value.wrappedValue - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) : 0
        HStack {
            minimumValueLabel.dimmedWhenDisabled()
            TrackLayout(fraction: fraction, height: Self.height, trackHeight: Self.trackHeight, thumbDiameter: Self.thumbDiameter) {
                Capsule().fill(Color(UIColor.systemFill))
                Capsule().fill(environment.tintAlongTrack)
                Circle()
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.12), radius: 6, y: 4)
                    .shadow(color: .black.opacity(0.12), radius: 0.5, y: 0.5)
            }
            .opacity(isEnabled ? 1 : DisabledLook.controlOpacity)
            maximumValueLabel.dimmedWhenDisabled()
        }
        .controlTarget(.slider(set: { value.wrappedValue = $0 }, range: bounds, step: step), hiddenLabel: label)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, label(), nil, nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, label(), nil, nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, EmptyView(), nil, nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, EmptyView(), nil, nil)
    }
}
