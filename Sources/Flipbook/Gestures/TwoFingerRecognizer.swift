import Foundation

/// Recognizes a two-finger gesture from the fingers' spread: the ratio of their distance to the
/// distance at touch-down (magnification) and the turn of the line between them (rotation).
/// Recognized once the measure reaches its minimum delta; reports each move after; ends when the
/// fingers lift. Velocity: the change between the two most recent moves over their time.
final class TwoFingerRecognizer: GestureRecognizer {
    /// The spread's measure: a scale (1 at touch-down) or an angle in radians (0 at touch-down).
    enum Measure {
        case magnification
        case rotation
    }

    /// What a gesture makes of a measure: its value, its velocity per second, and the event.
    typealias Report = (_ value: Double, _ velocity: Double, _ startLocation: CGPoint, _ event: TouchEvent) -> Any

    private let measure: Measure
    private let minimumDelta: Double
    private let report: Report
    private var start: (distance: Double, angle: Double, location: CGPoint)?
    private var samples: [(time: Double, value: Double)] = []
    private var recognized = false

    init(_ measure: Measure, minimumDelta: Double, report: @escaping Report) {
        self.measure = measure
        self.minimumDelta = minimumDelta
        self.report = report
    }

    override var isRecognized: Bool { recognized }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        guard event.fingers.count == 2 else { return event.phase == .wait ? .none : .failed }
        let (a, b) = (event.fingers[0], event.fingers[1])
        let distance = Double(hypot(b.x - a.x, b.y - a.y)), angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        switch event.phase {
        case .down:
            start = (distance, angle, event.localPoint)
            return .none
        case .move, .up:
            guard let start, start.distance > 0 else { return .failed }
            let value = measure == .magnification ? distance / start.distance : angle - start.angle
            if samples.last?.time == event.time { samples.removeLast() }
            samples.append((event.time, value))
            if samples.count > 2 { samples.removeFirst() }
            if !recognized, abs(value - (measure == .magnification ? 1 : 0)) >= minimumDelta { recognized = true }
            guard recognized else { return event.phase == .up ? .failed : .none }
            let velocity = samples.count == 2 ? (samples[1].value - samples[0].value) / (samples[1].time - samples[0].time) : 0
            let result = report(value, velocity, start.location, event)
            return event.phase == .up ? .ended(result) : .changed(result)
        case .wait:
            return .none
        }
    }
}
