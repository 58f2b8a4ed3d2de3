import FlipbookDisplayList
import FlipbookRaster
import Foundation
import Testing

/// A text's measurements kept together are the measurer's own at each width and line limit, and
/// texts of one spec share them.
@Suite struct TextMeasurementsTests {
    @Test func eachMeasurementIsTheMeasurersAtThatWidthAndLineLimit() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let text = TextLayoutSpec(string: "Measured at several widths", font: FontSpec(size: 13))
        let measurements = measurer.measurements(of: text)
        // 18 measurements, more than a text keeps, asked twice: those dropped are measured again.
        for _ in 0..<2 {
            for width in [nil, 0, 20, 45.5, 80, 200] as [Double?] {
                for lineLimit in [nil, 1, 2] as [Int?] {
                    var spec = text
                    spec.width = width
                    spec.lineLimit = lineLimit
                    #expect(measurements.metrics(width: width, lineLimit: lineLimit) == measurer.measure(spec),
                            "width \(String(describing: width)), line limit \(String(describing: lineLimit))")
                }
            }
        }
        #expect(measurements.metrics(width: 0, lineLimit: nil).size.height
                > measurements.metrics(width: 0, lineLimit: 1).size.height)
    }

    @Test func textsOfOneSpecShareTheirMeasurements() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let shared = measurer.measurements(of: TextLayoutSpec(string: "Shared"))
        #expect(measurer.measurements(of: TextLayoutSpec(string: "Shared")) === shared)
        #expect(measurer.measurements(of: TextLayoutSpec(string: "Shared", font: FontSpec(size: 20))) !== shared)
    }
}
