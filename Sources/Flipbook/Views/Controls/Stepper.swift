/// A control that steps a value up and down: the label leading, iOS's 94×32 − | + control
/// trailing. A segment whose step would leave the bounds is dimmed and does nothing. A script
/// presses it with `Step(label, by:, at:)`, or taps a segment with `Tap(at:, at:)`.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// A stepper that runs `onIncrement` and `onDecrement` (nil dims that segment).
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// A stepper over `value`, kept within `bounds`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.label = label()
        let up: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        let down: @MainActor () -> Void = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        increment = current.advanced(by: step) <= bounds.upperBound ? up : nil
        decrement = current.advanced(by: -step) >= bounds.lowerBound ? down : nil
    }

    /// A stepper over `value` with no bounds, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public var body: some View {
        HStack {
            LabelSlot {
                ControlLabel(content: label)
                Spacer()
            }
            StepperSegments(increment: increment, decrement: decrement)
        }
        .controlTarget(.stepper(increment: increment, decrement: decrement), hiddenLabel: labelsVisibility == .hidden ? label : nil)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
