import Foundation

extension ProgressView {
    /// Progress over the span of dates `timerInterval`, read on the scene's clock each frame:
    /// counting down, the bar starts full and empties by the span's end; counting up, it fills.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = TimerInterval(range: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress over `timerInterval` with `label`; the time left (or gone) is its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress over `timerInterval`; the time left (or gone) is its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The current-value label of a `ProgressView(timerInterval:)`: its clock, as
/// `Text(timerInterval:countsDown:)` shows it.
public struct DefaultDateProgressLabel: View {
    let timerInterval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: timerInterval, countsDown: countsDown)
    }
}
