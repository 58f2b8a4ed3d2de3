import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `DatePicker`'s texts in the scene's locale and time zone, and its compact layout.
@MainActor
@Suite struct DatePickerTests {
    /// 21:41 UTC on Thursday 26 November 2026.
    private let date = Date(timeIntervalSince1970: 1_795_729_260)

    @Test func compactFieldsShowDayAndTimeInTheScenesLocaleAndTimeZone() {
        var environment = EnvironmentValues()
        #expect(DatePickerText.day(date, in: environment) == "Nov 26, 2026")
        #expect(DatePickerText.time(date, in: environment) == "9:41\u{202F}PM")
        environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(DatePickerText.day(date, in: environment) == "Nov 27, 2026")
        #expect(DatePickerText.time(date, in: environment) == "6:41\u{202F}AM")
        environment.locale = Locale(identifier: "de_DE")
        #expect(DatePickerText.day(date, in: environment) == "27.11.2026")
        #expect(DatePickerText.time(date, in: environment) == "06:41")
    }

    @Test func compactPickerIsItsLabelThenTwoGreyFields() {
        let graph = makeGraph(DatePicker("Starts", selection: .constant(date)))
        // "Nov 26, 2026": 12 characters, 102 pt + 11 pt each side; "9:41 PM": 59.5 (60 on the pixel
        // grid) + 22; both 21.25 (22) + 12 high, trailing, 6 pt apart: 188…312 and 318…400, 133…167.
        #expect(graph.frames(of: "RoundedRectangle") == [[188, 133, 124, 34], [318, 133, 82, 34]])
        #expect(graph.texts == ["Starts", "Nov 26, 2026", "9:41\u{202F}PM"])
    }

    @Test func displayedComponentsAndRangeChooseWhatShows() {
        let later = date.addingTimeInterval(86_400 * 3)
        let graph = makeGraph(VStack {
            DatePicker("Day", selection: .constant(date), in: later..., displayedComponents: .date)
            DatePicker("Alarm", selection: .constant(date), displayedComponents: .hourAndMinute)
        })
        // The first shows its range's start, Nov 29, not the selection before it.
        #expect(graph.texts == ["Day", "Nov 29, 2026", "Alarm", "9:41\u{202F}PM"])
    }

    @Test func graphicalPickerDrawsTheMonth() {
        let graph = makeGraph(DatePicker("Starts", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical), size: CGSize(width: 360, height: 400))
        // November 2026 starts on a Sunday: five weeks, the 26th on its pale tint circle.
        #expect(graph.texts == ["November 2026", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] + (1...30).map(String.init))
        #expect(graph.frames(of: "Circle").count == 1)
    }

    @Test func graphicalPickerGreysTheDaysOutsideItsRange() {
        let graph = makeGraph(DatePicker("Starts", selection: .constant(date), in: date.addingTimeInterval(-86_400)...,
                                         displayedComponents: .date)
            .datePickerStyle(.graphical), size: CGSize(width: 360, height: 400))
        let drawn = graph.displayList(at: 0).flattened
        func color(ofDay day: Int) -> RGBAColor? { drawn.first { $0.kind == "text:\(day)" }?.color }
        let environment = EnvironmentValues()
        // From the 25th on the days can be chosen; before it they are grey, as UIKit dims them.
        #expect(color(ofDay: 24) == Color(UIColor.tertiaryLabel).resolvedColor(in: environment).rgba)
        #expect(color(ofDay: 1) == color(ofDay: 24))
        #expect(color(ofDay: 25) == Color.primary.resolvedColor(in: environment).rgba)
        #expect(color(ofDay: 30) == color(ofDay: 25))
    }

    @Test func wheelPickerShowsTheDaysColumnsAtRest() {
        let graph = makeGraph(DatePicker("", selection: .constant(date), displayedComponents: .date).datePickerStyle(.wheel))
        let shown = graph.texts
        #expect(shown.contains("November") && shown.contains("26") && shown.contains("2026"))
    }
}

extension ViewGraph {
    /// The strings of every text drawn at time 0, in drawing order (symbols' glyphs left out).
    var texts: [String] { texts(at: 0) }
}

/// `PickDate` sets a date picker's selection, within its range.
@MainActor
@Suite struct PickDateTests {
    private struct Booking: View {
        @State private var day = Date(timeIntervalSince1970: 1_795_729_260)
        var body: some View {
            DatePicker("Check-in", selection: $day, in: Date(timeIntervalSince1970: 1_795_000_000)...,
                       displayedComponents: .date)
        }
    }

    @Test func pickDateSetsTheSelectionInsideTheRange() throws {
        let graph = makeGraph(Booking())
        try PickDate("Check-in", Date(timeIntervalSince1970: 1_795_729_260 + 86_400 * 9), at: 0.5).perform(on: graph)
        #expect(graph.texts(at: 0.5) == ["Check-in", "Dec 5, 2026"])
        #expect(throws: RenderError.invalidControlValue("date picker \"Check-in\" takes dates in "
            + "2026-11-18T11:06:40Z...4001-01-01T00:00:00Z, not 2026-01-01T00:00:00Z")) {
            try PickDate("Check-in", Date(timeIntervalSince1970: 1_767_225_600), at: 0.6).perform(on: graph)
        }
    }
}
