@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Gradient colours at pixel centres: cairo interpolates straight sRGB between stops.
@Suite struct GradientRasterTests {
    private let blackToWhite = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]

    private func fill(_ paint: Paint, width: Double = 100, height: Double = 100) -> DisplayItem {
        .shape(ShapeDrawing(path: rectangle(0, 0, width, height), paint: paint))
    }

    @Test func linearGradientAtOneAndTwoPixelsPerPoint() throws {
        let paint = Paint.linearGradient(blackToWhite, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let once = try render([fill(paint, height: 10)], width: 100, height: 10)
        // Pixel 25's centre is 25.5 pt along: 0.255 × 255 = 65.03.
        #expect(once[25, 5] == [255, 65, 65, 65])
        #expect(once[0, 5] == [255, 1, 1, 1])
        #expect(once[99, 5] == [255, 254, 254, 254])
        let twice = try render([fill(paint, height: 10)], width: 100, height: 10, scale: 2)
        // Pixel 51's centre is 25.75 pt along: 0.2575 × 255 = 65.66.
        #expect(twice[51, 10] == [255, 66, 66, 66])
    }

    @Test func radialAndEllipticalGradients() throws {
        let radial = Paint.radialGradient(blackToWhite, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50)
        // (75.5, 50.5) is 25.505 pt from the centre: 0.5101 × 255 = 130.08.
        #expect(try render([fill(radial)], width: 100, height: 100)[75, 50] == [255, 130, 130, 130])
        let elliptical = Paint.ellipticalGradient(blackToWhite, center: CGPoint(x: 50, y: 25),
                                                  bounds: CGSize(width: 100, height: 50), startFraction: 0, endFraction: 0.5)
        // (75.5, 25.5) is at (0.255, 0.01) of the bounds: radius 0.2552 of 0.5 → 130.15.
        let pixels = try render([fill(elliptical, height: 50)], width: 100, height: 50)
        #expect(pixels[75, 25] == [255, 130, 130, 130])
        // Beyond the ellipse the last colour pads.
        #expect(pixels[99, 49] == [255, 255, 255, 255])
    }

    @Test func angularGradientSweepsClockwiseFromTrailing() throws {
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
        let paint = Paint.angularGradient(stops, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 0)
        let pixels = try render([fill(paint)], width: 100, height: 100)
        // Straight below the centre (pixel centre (50.5, 90.5)): atan2(40.5, 0.5) / 2π = 0.24804 of the turn.
        #expect(pixels[50, 90] == [255, 192, 0, 63])
        let twice = try render([fill(paint)], width: 100, height: 100, scale: 2)
        #expect(twice[101, 181] == [255, 192, 0, 63])
    }

    @Test func angularLocationsAroundAPartialSweep() {
        let quarter = Double.pi / 2
        #expect(GradientRamp.angularLocation(quarter, start: 0, end: .pi) == 0.5)
        // The gap (π…2π) splits at 3π/2: before it the end colour, after it the start colour.
        #expect(GradientRamp.angularLocation(3.5 * quarter, start: 0, end: .pi) == 0)
        #expect(GradientRamp.angularLocation(2.5 * quarter, start: 0, end: .pi) == 1)
        // Over a full turn only the last turn (π…3π) shows.
        #expect(GradientRamp.angularLocation(.pi, start: 0, end: 3 * .pi) == 1.0 / 3)
    }

    @Test func stopsAreSortedClampedAndInterpolatedStraight() throws {
        let ramp = try #require(GradientRamp([
            GradientStop(color: .white, location: 2),
            GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0), location: .nan),
        ]))
        #expect(ramp.stops.map(\.location) == [0, 1])
        #expect(ramp.color(at: 0.5) == RGBAColor(red: 1, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(GradientRamp([]) == nil)
    }

    @Test func aGradientWithoutStopsPaintsNothing() throws {
        let paint = Paint.linearGradient([], start: .zero, end: CGPoint(x: 10, y: 0))
        #expect(try render([fill(paint, width: 10, height: 10)], width: 10, height: 10)[5, 5] == [255, 255, 255, 255])
    }
}
