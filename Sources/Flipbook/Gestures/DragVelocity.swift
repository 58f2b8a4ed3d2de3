/// A finger's velocity as a drag reports it, from its samples (one per frame while a script's
/// `Drag` runs).
///
/// UIKit does not publish how `UIPanGestureRecognizer` weighs its touch samples; Flipbook takes
/// the displacement between the two most recent samples at distinct times over the time between
/// them, so a finger moving at a steady speed reports exactly that speed, and a finger that lifts
/// where its last move left it keeps the speed of that move.
struct DragVelocity {
    /// Seconds of travel from `location` to `predictedEndLocation` per point-per-second of
    /// velocity: a scroll view's normal deceleration, `UIScrollView.DecelerationRate.normal`
    /// (0.998 of the speed kept per millisecond), projected to rest as in Apple's "Designing
    /// Fluid Interfaces" (WWDC 2018): `rate / (1000 × (1 − rate))` = 0.499 s.
    static let projection: CGFloat = 0.998 / (1000 * (1 - 0.998))

    private var previous: (time: Double, location: CGPoint)?
    private var latest: (time: Double, location: CGPoint)?

    mutating func add(_ location: CGPoint, at time: Double) {
        if let latest, latest.time == time {
            self.latest = (time, location)
            return
        }
        previous = latest
        latest = (time, location)
    }

    /// Points per second; zero before the finger has moved over time.
    var current: CGSize {
        guard let previous, let latest, latest.time > previous.time else { return .zero }
        let seconds = CGFloat(latest.time - previous.time)
        return CGSize(width: (latest.location.x - previous.location.x) / seconds,
                      height: (latest.location.y - previous.location.y) / seconds)
    }
}
