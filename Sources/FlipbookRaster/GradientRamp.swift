import FlipbookDisplayList
import Foundation

/// A gradient's stops made safe to draw: colours clamped, locations clamped to 0…1 (NaN → 0) and
/// sorted stably, as cairo sorts them. Colours between stops interpolate straight components.
struct GradientRamp {
    let stops: [GradientStop]

    /// nil for a gradient without stops (it draws nothing).
    init?(_ stops: [GradientStop]) {
        guard !stops.isEmpty else { return nil }
        self.stops = stops.enumerated().map { index, stop in
            (index, GradientStop(color: Sanitized.color(stop.color), location: Sanitized.unit(stop.location, nan: 0)))
        }
        .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
        .map(\.1)
    }

    /// The colour at `location`, padded with the end colours outside the stops.
    func color(at location: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > location }!
        let (a, b) = (stops[upper - 1], stops[upper])
        let f = (location - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// The location of `angle` (radians, clockwise on screen from +x) in an angular sweep from
    /// `start` to `end`: under a full turn the gap takes the nearer end's colour; over a full turn
    /// only the last turn shows; `end ≤ start` is a full turn from `start` (SwiftUI's default angles).
    static func angularLocation(_ angle: Double, start: Double, end: Double) -> Double {
        let turn = 2 * Double.pi
        let span = end > start ? end - start : turn
        let end = start + span
        let firstShown = span > turn ? end - turn : start
        var along = (angle - firstShown).truncatingRemainder(dividingBy: turn)
        if along < 0 { along += turn }
        if span >= turn { return (firstShown - start + along) / span }
        if along <= span { return along / span }
        return along - span < (turn - span) / 2 ? 1 : 0
    }
}
