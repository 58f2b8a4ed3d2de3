extension EnvironmentValues {
    /// The locale text formats numbers and dates in (default en_US, fixed so frames never depend
    /// on the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in (default UTC, fixed so frames never depend on the machine).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in (default Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The scene's clock at time 0 (`FlipbookScene.date`); the view graph's time counts from it.
    var sceneStartDate: Date {
        get { self[StartDateKey.self] }
        set { self[StartDateKey.self] = newValue }
    }

    /// A scene's date at time 0 unless it sets another: 9:41:00 UTC on 9 September 2024.
    public static let defaultStartDate = Date(timeIntervalSince1970: 1_725_874_860)
}

private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
private enum StartDateKey: EnvironmentKey { static var defaultValue: Date { EnvironmentValues.defaultStartDate } }
