/// A control for choosing a date, drawn as iOS draws it in its style (`datePickerStyle(_:)`):
/// compact by default — the label leading, then the day ("Nov 26, 2026") and the time ("9:41 PM")
/// in grey rounded fields trailing, filling the width offered. Dates show in the environment's
/// locale, calendar and time zone (en_US, Gregorian, UTC unless set), so frames never depend on the
/// machine. A date outside the `in:` range shows as the nearest date inside it, as UIKit does.
/// A script chooses a date with `PickDate(label, date, at:)`. Inside `disabled(true)` the label
/// and the compact fields' text are grey, the calendar and wheels fade to half opacity, and a
/// script's `PickDate` on it is an error.
///
///     DatePicker("Starts", selection: $start, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let displayedComponents: Components
    let label: Label
    @Environment(\.datePickerStyle) private var style
    @Environment(\.labelsVisibility) private var labelsVisibility

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: label)
    }

    /// The date shown: the selection, brought into the range.
    private var shown: Date { min(max(selection.wrappedValue, range.lowerBound), range.upperBound) }

    public var body: some View {
        styled.controlTarget(.date(selection, range: range), hiddenLabel: labelsVisibility == .hidden ? label : nil)
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case .compact:
            HStack {
                LabelSlot {
                    ControlLabel(content: label)
                    Spacer(minLength: 8)
                }
                CompactDateFields(date: shown, components: displayedComponents)
            }
        case .graphical:
            VStack(spacing: 8) {
                if displayedComponents.contains(.date) { MonthCalendar(date: shown, bounds: range).fadedWhenDisabled() }
                if displayedComponents.contains(.hourAndMinute) {
                    HStack {
                        Text("Time").dimmedWhenDisabled()
                        Spacer(minLength: 8)
                        CompactDateFields(date: shown, components: .hourAndMinute)
                    }
                }
            }
        case .wheel:
            HStack {
                LabelSlot { ControlLabel(content: label) }
                DateWheels(date: shown, components: displayedComponents).fadedWhenDisabled()
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
