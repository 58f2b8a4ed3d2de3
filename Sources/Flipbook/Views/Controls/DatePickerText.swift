import Foundation

/// What a date picker writes for a date, in the environment's locale, calendar and time zone.
enum DatePickerText {
    /// The day as the compact field shows it, the locale's medium date: "Nov 26, 2026", "27.11.2026".
    static func day(_ date: Date, in environment: EnvironmentValues) -> String {
        formatter(in: environment, date: .medium, time: .none).string(from: date)
    }

    /// The time as the compact field shows it, the locale's short time: "9:41 PM" (with the narrow
    /// no-break space before "PM" that the formatter writes, on iOS as here), "21:41".
    static func time(_ date: Date, in environment: EnvironmentValues) -> String {
        formatter(in: environment, date: .none, time: .short).string(from: date)
    }

    private static func formatter(in environment: EnvironmentValues, date: DateFormatter.Style,
                                  time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = calendar(in: environment)
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    /// `date` in `style`, in the environment's locale, calendar and time zone.
    static func formatted(_ date: Date, _ style: Date.FormatStyle, in environment: EnvironmentValues) -> String {
        date.formatted(style.adapting(to: environment))
    }

    /// The environment's calendar in its time zone and locale.
    static func calendar(in environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        return calendar
    }
}
