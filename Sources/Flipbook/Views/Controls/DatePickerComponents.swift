/// Which parts of a date a `DatePicker` shows and edits: the day (`date`), the time
/// (`hourAndMinute`), or both (the default).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The time of day, in hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The calendar day: month, day and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
