import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `tint(_:)` with a shape style: tracks and rings fill with it, a plain `Gradient` laid along
/// the track or around the ring; what draws in one colour takes the gradient's first stop.
@MainActor
@Suite struct TintStyleTests {
    /// Every shape's paint, in drawing order, with group translations applied to gradient points.
    private func paints(in list: DisplayList) -> [Paint] {
        var result: [Paint] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double) {
            for item in items {
                switch item {
                case .shape(let shape):
                    if case let .linearGradient(stops, start, end) = shape.paint {
                        result.append(.linearGradient(stops, start: CGPoint(x: start.x + dx, y: start.y + dy),
                                                      end: CGPoint(x: end.x + dx, y: end.y + dy)))
                    } else {
                        result.append(shape.paint)
                    }
                case .group(let group): visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty)
                default: continue
                }
            }
        }
        visit(list.items, dx: 0, dy: 0)
        return result
    }

    private let blueToRed = Gradient(colors: [.blue, .red])
    private func rgba(_ color: Color) -> RGBAColor { color.resolvedColor(in: EnvironmentValues()).rgba }

    @Test func aLinearProgressViewFillsItsBarWithTheGradientFromLeadingToTrailing() throws {
        let graph = makeGraph(ProgressView(value: 0.5).tint(blueToRed), size: CGSize(width: 200, height: 100))
        let gradients = paints(in: graph.displayList(at: 0)).compactMap { paint -> (GradientStop, GradientStop, CGPoint, CGPoint)? in
            guard case let .linearGradient(stops, start, end) = paint, stops.count == 2 else { return nil }
            return (stops[0], stops[1], start, end)
        }
        // The filled half of the 200-point bar: blue at x 0, red at x 100, on one line.
        let (first, last, start, end) = try #require(gradients.first)
        #expect(gradients.count == 1)
        #expect(first == GradientStop(color: rgba(.blue), location: 0))
        #expect(last == GradientStop(color: rgba(.red), location: 1))
        #expect(start.x == 0 && end.x == 100 && start.y == end.y)
    }

    @Test func theDialOfAnAccessoryCircularGaugeRunsThroughTheGradientFromItsStartToItsEnd() throws {
        let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])
        let graph = makeGraph(Gauge(value: 72, in: 0...300) { Text("AQI") }.gaugeStyle(.accessoryCircular).tint(scale))
        let rings = paints(in: graph.displayList(at: 0)).compactMap { paint -> ([GradientStop], Double, Double)? in
            guard case let .angularGradient(stops, _, startAngle, endAngle) = paint else { return nil }
            return (stops, startAngle, endAngle)
        }
        let (stops, startAngle, endAngle) = try #require(rings.first)
        #expect(rings.count == 1)
        // The ring sweeps 270° from its start (before the 135° turn that opens it at the bottom); the
        // gradient's seam is in the middle of the 90° gap (−45°), so the stops sit at
        // (45° + 270° × location) / 360°: 0.125, 0.3125, 0.5, 0.6875, 0.875.
        #expect(abs(startAngle + .pi / 4) < 1e-12 && abs(endAngle - 7 * .pi / 4) < 1e-12)
        #expect(stops.map(\.color) == [Color.green, .yellow, .orange, .red, .purple].map(rgba))
        let locations = stops.map(\.location), expected = [0.125, 0.3125, 0.5, 0.6875, 0.875]
        #expect(zip(locations, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func aButtonTakesTheGradientsFirstStop() {
        let graph = makeGraph(Button("Go") {}.tint(Gradient(colors: [.orange, .purple])))
        #expect(graph.displayList(at: 0).flattened.first { $0.kind == "text:Go" }?.color == rgba(.orange))
    }

    @Test func aColourTintInsideAGradientTintFillsInOneColour() {
        let graph = makeGraph(ProgressView(value: 0.5).tint(.green).tint(blueToRed), size: CGSize(width: 200, height: 100))
        let list = graph.displayList(at: 0)
        #expect(!paints(in: list).contains { if case .linearGradient = $0 { true } else { false } })
        #expect(list.flattened.contains { $0.kind == "shape" && $0.color == rgba(.green) && $0.rect.width == 100 })
    }
}
