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

    @Test func theTrackIsThreeQuartersOfARingOpenAtTheBottom() {
        let graph = dial(150)
        // Centred in 400 × 300: the 58 pt frame at (171, 121), the track 3 pt inside it.
        #expect(graph.frames(of: "_TrimmedShape<Circle>") == [[174, 124, 52, 52]])
        // The current value label in the middle, the label not shown.
        #expect(graph.frames(of: "Text(\"AQI\")").isEmpty)
        let list = graph.displayList(at: 0)
        let value = list.flattened.first { $0.kind == "text:72" }!.rect
        #expect(abs(value.midX - 200) < 0.5 && abs(value.midY - 150) < 1)
        // The bounds in the opening: the 40 pt row's ends, at the bottom of the frame.
        #expect(list.origin(ofText: "0").x == 180)
        let maximum = list.flattened.first { $0.kind == "text:300" }!.rect
        #expect(maximum.maxX <= 220 && maximum.maxX > 219)
        #expect(maximum.maxY <= 179 && maximum.maxY > 176)
    }

    @Test func theMarkerSitsOnTheTrackAtTheValue() throws {
        func marker(_ value: Double) throws -> CGRect {
            try #require(dial(value).displayList(at: 0).flattened.first { $0.kind == "shape" && $0.rect.width == 7 }).rect
        }
        // A 7 pt ring whose centre is on the track's 26 pt radius:
        // at the top for half the range, at the track's ends (135° and 45°) for its bounds.
        #expect(try marker(150).midX == 200)
        #expect(try marker(150).midY == 124)
        #expect(abs(try marker(0).midX - (200 - 26 * 0.7071)) < 0.01)
        #expect(abs(try marker(0).midY - (150 + 26 * 0.7071)) < 0.01)
        #expect(abs(try marker(300).midX - (200 + 26 * 0.7071)) < 0.01)
    }
}
