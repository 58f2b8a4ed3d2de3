import Foundation
import FlipbookDisplayList
import Testing
@testable import Flipbook

/// `MultiDatePicker`: the month of the scene's day (9 September 2024 in a test graph) brought
/// into the bounds, chosen days white on tint circles, days outside the bounds grey.
@MainActor
@Suite struct MultiDatePickerTests {
    private let calendar = Calendar(identifier: .gregorian)

    private func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(calendar: calendar, year: year, month: month, day: day)
    }

    private func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var utc = calendar
        utc.timeZone = TimeZone(identifier: "UTC")!
        return utc.date(from: DateComponents(year: year, month: month, day: day))!
    }

    private func textColor(_ graph: ViewGraph, _ string: String) -> RGBAColor? {
        graph.displayList(at: 0).flattened.first { $0.kind == "text:" + string }?.color
    }

    @Test func chosenDaysOfTheShownMonthAreFilledAndDaysOutsideTheBoundsGrey() {
        let days: Set = [day(2024, 9, 10), day(2024, 9, 12), day(2024, 10, 1)]
        let picker = MultiDatePicker("Days off", selection: .constant(days), in: date(2024, 9, 5)..<date(2024, 9, 20))
        let graph = makeGraph(picker, size: CGSize(width: 360, height: 400))
        // September 2024 starts on a Sunday: five weeks; no label is drawn.
        #expect(graph.texts == ["September 2024", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] + (1...30).map(String.init))
        #expect(graph.shapes(in: .blue, at: 0).count == 2)
        #expect(textColor(graph, "10") == lightRGBA(.white))
        #expect(textColor(graph, "12") == lightRGBA(.white))
        #expect(textColor(graph, "9") == lightRGBA(.blue))
        #expect(textColor(graph, "11") == lightRGBA(.primary))
        #expect(textColor(graph, "4") == lightRGBA(Color(UIColor.tertiaryLabel)))
        #expect(textColor(graph, "20") == lightRGBA(Color(UIColor.tertiaryLabel)))
        #expect(textColor(graph, "19") == lightRGBA(.primary))
    }

    @Test func boundsAfterTheScenesDayShowTheirFirstMonth() {
        let picker = MultiDatePicker("Days off", selection: .constant([day(2026, 7, 6)]), in: date(2026, 7, 1)...)
        let graph = makeGraph(picker, size: CGSize(width: 360, height: 400))
        #expect(graph.texts.first == "July 2026")
        #expect(graph.shapes(in: .blue, at: 0).count == 1)
    }
}
