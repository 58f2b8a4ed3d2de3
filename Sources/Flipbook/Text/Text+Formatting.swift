/// Text from values: format styles, dates in a `DateStyle`, date ranges. Everything formats in
/// the environment's locale, time zone and calendar (en_US, UTC and Gregorian unless set), and
/// "now" is the scene's clock, so frames never depend on the machine or the wall clock.
extension Text {
    /// `input` formatted by `format` in the environment's locale (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(.formatted(FormattedValue(input, format: format)))]
    }

    /// `date` in `style`: `.date` and `.time` are fixed; `.relative`, `.offset` and `.timer`
    /// count from the scene's clock and change as it runs.
    ///
    /// Partial: text that changes with the clock is drawn anew every frame but laid out at its width at the last update.
    public init(_ date: Date, style: DateStyle) { runs = [TextRun(.date(date, style))] }

    /// A range of dates (`9:41 – 10:41 AM`).
    public init(_ dates: ClosedRange<Date>) {
        runs = [TextRun(.formatted(FormattedValue(dates.lowerBound..<dates.upperBound, format: Date.IntervalFormatStyle(date: .omitted, time: .shortened))))]
    }

    /// The range of dates of `interval`.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        private let kind: Kind

        /// The date alone: "September 9, 2024".
        public static let date = DateStyle(kind: .date)
        /// The time alone: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as the clock runs.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        func format(_ date: Date, now: Date, in environment: EnvironmentValues) -> String {
            switch kind {
            case .date, .time:
                var style = Date.FormatStyle(date: kind == .date ? .long : .omitted, time: kind == .time ? .shortened : .omitted)
                style = style.adapted(to: environment)
                return date.formatted(style)
            case .relative:
                return Self.units(from: now, to: date, count: 2, in: environment.calendar).joined(separator: ", ")
            case .offset:
                let unit = Self.units(from: now, to: date, count: 1, in: environment.calendar)[0]
                return (date < now ? "-" : "+") + unit
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
                return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
            }
        }

        /// The `count` largest non-zero units between the two dates ("2 hours", "23 minutes");
        /// "0 seconds" when they are equal.
        private static func units(from now: Date, to date: Date, count: Int, in calendar: Calendar) -> [String] {
            let (start, end) = date < now ? (date, now) : (now, date)
            let parts = calendar.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: start, to: end)
            let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.weekOfMonth, "week"),
                                           (parts.day, "day"), (parts.hour, "hour"), (parts.minute, "minute"),
                                           (parts.second, "second")]
            let shown = named.compactMap { value, unit in value.flatMap { $0 > 0 ? "\($0) \(unit)\($0 == 1 ? "" : "s")" : nil } }
            return shown.isEmpty ? ["0 seconds"] : Array(shown.prefix(count))
        }
    }
}

/// A value with its format style, formatted when the text is resolved (in its environment's
/// locale); equal when their value and style are.
struct FormattedValue: Equatable, @unchecked Sendable {
    private let key: String
    let format: (EnvironmentValues) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format style: F) where F.FormatOutput == String {
        key = "\(F.self) \(style) \(input)"
        format = { environment in style.adapted(to: environment).format(input) }
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.key == rhs.key }
}

/// Foundation's format styles that take a locale (and a time zone and calendar, for dates), which
/// a text sets from its environment, as SwiftUI does.
protocol EnvironmentFormatStyle {
    func adapting(to environment: EnvironmentValues) -> Self
}

extension FormatStyle {
    /// This style in the environment's locale, if it takes one.
    func adapted(to environment: EnvironmentValues) -> Self {
        (self as? any EnvironmentFormatStyle)?.adapting(to: environment) as? Self ?? self
    }
}

/// A date format style that takes the environment's locale, time zone and calendar.
protocol CalendarFormatStyle: EnvironmentFormatStyle {
    var locale: Locale { get set }
    var timeZone: TimeZone { get set }
    var calendar: Calendar { get set }
}

extension CalendarFormatStyle {
    func adapting(to environment: EnvironmentValues) -> Self {
        var style = self
        style.locale = environment.locale
        style.timeZone = environment.timeZone
        style.calendar = environment.calendar
        return style
    }
}

extension Date.FormatStyle: CalendarFormatStyle {}
extension Date.IntervalFormatStyle: CalendarFormatStyle {}

/// A number format style that takes only the environment's locale, through its `locale(_:)`.
protocol LocaleFormatStyle: EnvironmentFormatStyle {
    func locale(_ locale: Locale) -> Self
}

extension LocaleFormatStyle {
    func adapting(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}

extension IntegerFormatStyle: LocaleFormatStyle {}
extension IntegerFormatStyle.Percent: LocaleFormatStyle {}
extension IntegerFormatStyle.Currency: LocaleFormatStyle {}
extension FloatingPointFormatStyle: LocaleFormatStyle {}
extension FloatingPointFormatStyle.Percent: LocaleFormatStyle {}
extension FloatingPointFormatStyle.Currency: LocaleFormatStyle {}
extension Decimal.FormatStyle: LocaleFormatStyle {}
extension Decimal.FormatStyle.Percent: LocaleFormatStyle {}
extension Decimal.FormatStyle.Currency: LocaleFormatStyle {}
extension Duration.TimeFormatStyle: LocaleFormatStyle {}
extension Duration.UnitsFormatStyle: LocaleFormatStyle {}
extension ByteCountFormatStyle: LocaleFormatStyle {}

extension Date.RelativeFormatStyle: EnvironmentFormatStyle {
    func adapting(to environment: EnvironmentValues) -> Self {
        var style = self
        style.locale = environment.locale
        style.calendar = environment.calendar
        style.calendar.timeZone = environment.timeZone
        return style
    }
}
