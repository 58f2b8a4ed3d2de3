import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `.accessoryCircular`: the open dial with a marker at the value and the bounds in its opening.
@MainActor
@Suite struct GaugeDialTests {
    private func dial(_ value: Double) -> ViewGraph {
        makeGraph(Gauge(value: value, in: 0...300) { Text("AQI") } currentValueLabel: { Text("72") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("300") }
            .gaugeStyle(.accessoryCircular))
    }

    @Test func theTrackIsThreeQuartersOfARingWithTheValueInsideAndTheBoundsInTheOpening() {
        let graph = dial(150)
        // Centred in 400 × 300: the 58 pt frame at (171, 121), the track 3 pt inside it.
        #expect(graph.frames(of: "_TrimmedShape<Circle>") == [[174, 124, 52, 52]])
        // The current value label in the middle (15 pt "72", 14 wide); the label not shown.
        #expect(graph.frames(of: "Text(\"AQI\")").isEmpty)
        let list = graph.displayList(at: 0)
        #expect(list.origin(ofText: "72") == CGPoint(x: 193, y: 141))
        // The 9 pt bounds at the ends of a 40 pt row at the bottom of the frame (179).
        #expect(list.origin(ofText: "0") == CGPoint(x: 180, y: 167))
        #expect(list.origin(ofText: "300") == CGPoint(x: 206, y: 167))
    }

    @Test func theMarkerSitsOnTheTrackAtTheValue() throws {
        func marker(_ value: Double) throws -> CGPoint {
            try #require(dial(value).displayList(at: 0).flattened.first { $0.kind == "shape" && $0.rect.width == 7 }).rect.origin
        }
        // A 7 pt ring laid out in the middle (its origin on whole pixels: (197, 147)) and moved
        // onto the track's 26 pt radius: up 26 for half the range; to the track's ends, 135° and
        // 45° (26 × √½ = 18.385 across and down), for the bounds.
        let middle = try marker(150), low = try marker(0), high = try marker(300)
        let diagonal = 26 * 0.5.squareRoot()
        #expect(middle == CGPoint(x: 197, y: 121))
        #expect(abs(low.x - (197 - diagonal)) < 1e-9 && abs(low.y - (147 + diagonal)) < 1e-9)
        #expect(abs(high.x - (197 + diagonal)) < 1e-9 && abs(high.y - (147 + diagonal)) < 1e-9)
    }
}
