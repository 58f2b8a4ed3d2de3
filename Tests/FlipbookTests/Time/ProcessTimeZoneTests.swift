import Testing
import Foundation

/// What app code that formats dates itself finds in a process that links Flipbook (`CWallClock`'s
/// `SceneTimeZone.c`): UTC whatever the machine's zone, and `LANG` asking for en_US.
@Suite struct ProcessTimeZoneTests {
    /// 01:00 UTC on 9 September 2023 (21:00 on the 8th in New York).
    static let day = Date(timeIntervalSince1970: 1_694_221_200)

    @Test func foundationsTimeZonesAreUTC() {
        #expect(ProcessInfo.processInfo.environment["TZ"] == "Etc/UTC")
        #expect(TimeZone.current.identifier == "Etc/UTC")
        #expect(Calendar.current.timeZone.identifier == "Etc/UTC")
        #expect(DateFormatter().timeZone.identifier == "Etc/UTC")
        #expect(Calendar.current.component(.day, from: Self.day) == 9)
        let usStyle = Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: .current)
        #expect(Self.day.formatted(usStyle) == "September 9, 2023 at 1:00\u{202F}AM")  // a narrow space before AM, as iOS 17
    }

    @Test func theEnvironmentAsksForEnglishInTheUnitedStates() {
        #expect(ProcessInfo.processInfo.environment["LANG"] == "en_US.UTF-8")
        #expect(ProcessInfo.processInfo.environment["LC_ALL"] == nil)
        #expect(ProcessInfo.processInfo.environment["LANGUAGE"] == nil)
    }

    @Test func theCurrentLocaleIsAnIPhonesInTheUnitedStates() {
        withKnownIssue("Foundation (Swift 6.3, Linux) makes Locale.current en_001 whatever LANG says: swiftlang/swift-foundation#717") {
            #expect(Locale.current.identifier == "en_US")
            #expect(Calendar.current.firstWeekday == 1)
            #expect(Self.day.formatted(date: .long, time: .omitted) == "September 9, 2023")
        }
    }
}
