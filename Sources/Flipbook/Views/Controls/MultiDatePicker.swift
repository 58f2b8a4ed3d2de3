import Foundation

/// A control for choosing several days, drawn as iOS draws it: a month calendar (iOS draws no
/// label, and Flipbook keeps none), the chosen days in white on tint circles, days outside `bounds` in grey. It shows the month of the
/// scene's day, brought into the bounds. Partial: Flipbook pages no months and a tap chooses no day.
///
///     MultiDatePicker("Days off", selection: $days, in: start..<end)
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: Range<Date>
    @Environment(\.self) private var environment

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: Date.distantPast ..< Date.distantFuture, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.bounds = bounds
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: bounds.lowerBound ..< Date.distantFuture, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: Date.distantPast ..< bounds.upperBound, label: label)
    }

    public var body: some View {
        let calendar = DatePickerText.calendar(in: environment)
        // The last moment inside the bounds, for a bound that ends a month.
        let last = bounds.upperBound.addingTimeInterval(-1)
        let shown = min(max(environment.sceneStartDate, bounds.lowerBound), last)
        MonthCalendar(date: shown, chosenDays: chosenDays(in: shown, calendar), fillsChosenDays: true,
                      bounds: bounds.lowerBound...last)
            .fadedWhenDisabled()
    }

    /// The days of `month`'s month the selection holds.
    private func chosenDays(in month: Date, _ calendar: Calendar) -> Set<Int> {
        let shown = calendar.dateComponents([.year, .month], from: month)
        return Set(selection.wrappedValue.compactMap { components in
            components.year == shown.year && components.month == shown.month ? components.day : nil
        })
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
