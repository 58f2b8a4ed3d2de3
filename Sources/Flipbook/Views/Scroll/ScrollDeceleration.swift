import Foundation

/// How a flicked scroll view's content slows down after the finger lifts, as `UIScrollView`
/// decelerates at `DecelerationRate.normal`: the speed keeps `rate` of itself each millisecond,
/// so after `t` seconds the content has covered `1 − rate^(1000 t)` of its whole glide, which a
/// finger lifting at speed `v` makes `v × rate / (1000 × (1 − rate))` long (`DragVelocity.projection`).
/// The animated value is the glide up to where the content stops: the whole glide, or (`reach` > 1)
/// an edge it meets first, `1 / reach` of the way, where it stops at once.
struct ScrollDeceleration: CustomAnimation {
    /// `UIScrollView.DecelerationRate.normal`: the speed kept per millisecond.
    static let rate = 0.998
    /// The glide ends when less than this much of it (points) is left: the content then rests.
    /// (An estimate: UIKit does not publish the speed at which it stops a deceleration.)
    static let restThreshold = 0.1

    /// The whole glide over the distance animated (1: the glide ends where it stops by itself).
    let reach: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let left = pow(Self.rate, 1000 * time)
        let covered = reach * (1 - left)
        let remaining = reach * left * value.magnitudeSquared.squareRoot()
        guard covered < 1, remaining >= Self.restThreshold else { return nil }
        return value.scaled(by: covered)
    }
}
