import Foundation

/// The persistent spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and
/// `.interactiveSpring`: a fixed-step numerical simulation (reference §1.3, OpenSwiftUI
/// `FluidSpringAnimation.swift`).
///
/// It always merges with a running animation, taking over its displacement and velocity,
/// so retargeting keeps the motion continuous.
package struct FluidSpringAnimation: MirroredAnimation {
    package var response: Double
    package var dampingFraction: Double
    package var blendDuration: TimeInterval

    /// Integration step: 1/300 s, accumulated by repeated addition.
    static let timeStep = 1.0 / 300

    /// Stiffness cap (per unit mass); also the stiffness of a zero-response spring.
    /// Keeps the explicit step stable: ω·h = √45000/300 ≈ 0.71.
    static let maximumStiffness = 45_000.0

    /// Damping cap, 2/h = 600 per second: beyond it the explicit step amplifies the velocity
    /// and the simulation diverges (SwiftUI would show garbage; Flipbook damps at the limit).
    /// Only very over-damped springs reach it, e.g. response 0.5 with dampingFraction > 23.9.
    static let maximumDamping = 2 / timeStep

    /// Rest threshold on |velocity|² and |force|²: |v| and |a| ≤ 0.06 in the value's units.
    static let restThreshold = 0.0036

    /// Distance tolerance: the spring is done within 1 % of the delta.
    static let distanceTolerance = 0.01

    /// Gaps longer than this (SwiftUI skips them: an app in the background resumes one frame
    /// back) are simulated through, a frame at a time, until the spring comes to rest, so a
    /// value never depends on which earlier frames were rendered.
    static let longGap = 1.0

    /// The frame a long gap is simulated in (1/60 s).
    static let catchUpFrame = 1.0 / 60

    package init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    // Pre-specialised for the common animatable data (1-D, 2-D, CGRect); the generic entry
    // point dispatches to these at run time. Keeps 1,000 samples per frame well under 1 ms.
    @_specialize(exported: false, kind: full, where V == Double)
    @_specialize(exported: false, kind: full, where V == CGFloat)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[FluidSpringState<V>.self]
        let currentResponse = effectiveResponse(state: state, time: time)
        if time - state.startTime >= currentResponse {
            context.isLogicallyComplete = true
        }
        let stiffness = currentResponse > 0
            ? min(pow(2 * .pi / currentResponse, 2), Self.maximumStiffness)
            : Self.maximumStiffness
        let damping = min(2 * stiffness.squareRoot() * dampingFraction, Self.maximumDamping)
        if time - state.time > Self.longGap {
            while time - state.time > Self.catchUpFrame, !state.isAtRest(toward: value) {
                state.integrate(toward: value, until: state.time + Self.catchUpFrame, stiffness: stiffness, damping: damping)
            }
        }
        state.integrate(toward: value, until: time, stiffness: stiffness, damping: damping)
        context.state[FluidSpringState<V>.self] = state
        return state.isAtRest(toward: value) ? nil : state.offset
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[FluidSpringState<V>.self].velocity
    }

    /// Takes over any running animation: its current displacement and velocity become the
    /// spring's starting point; a different previous response is blended over `blendDuration`.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        var state = context.state[FluidSpringState<V>.self]
        if let velocity = previous.velocity(value: value, time: time, context: context) {
            state.velocity = velocity
        }
        if let offset = previous.animate(value: value, time: time, context: &context) {
            state.offset = offset
        } else {
            // The previous animation finished since it was last sampled: start at rest at its end.
            state.offset = value
            state.velocity = .zero
        }
        state.time = time
        state.startTime = time
        if let spring = previous.as(FluidSpringAnimation.self), spring.response != response {
            state.blendInterval = spring.response - response
            state.blendStart = time
        }
        context.state[FluidSpringState<V>.self] = state
        return true
    }

    /// The response, blended from the previous spring's with a smoothstep fade over
    /// `blendDuration` after a merge.
    private func effectiveResponse<V>(state: FluidSpringState<V>, time: TimeInterval) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let progress = ((time - state.blendStart) / blendDuration).clamped(to: 0...1)
        return response + state.blendInterval * (1 - progress * progress * (3 - 2 * progress))
    }

    func typeName(qualified: Bool) -> String {
        "FluidSpringAnimation".qualified(qualified)
    }

    var fieldsDescription: String {
        "response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration)"
    }
}

/// The simulation state of a ``FluidSpringAnimation``, kept in its animation context.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    /// Simulated time so far.
    var time: Double = 0
    /// Time of the last merge; logical completion is measured from here.
    var startTime: Double = 0
    var blendStart: Double = 0
    var blendInterval: Double = 0

    static var defaultValue: FluidSpringState<V> { FluidSpringState() }

    /// Whether the spring has come to rest at `target`: slow, nearly unforced, and within the
    /// distance tolerance.
    func isAtRest(toward target: V) -> Bool {
        if max(velocity.magnitudeSquared, force.magnitudeSquared) > FluidSpringAnimation.restThreshold { return false }
        let tolerance = target.scaled(by: FluidSpringAnimation.distanceTolerance).magnitudeSquared
        return !(tolerance > 0 && tolerance < (target - offset).magnitudeSquared)
    }

    /// Velocity-Verlet steps of 1/300 s while the simulated time is behind `time`.
    mutating func integrate(toward target: V, until time: Double, stiffness: Double, damping: Double) {
        let step = FluidSpringAnimation.timeStep
        var t = self.time
        while t < time {
            var halfVelocity = force.scaled(by: step / 2)
            halfVelocity += velocity
            offset += halfVelocity.scaled(by: step)
            var displacement = target
            displacement -= offset
            displacement.scale(by: stiffness)
            force = halfVelocity.scaled(by: -damping)
            force += displacement
            velocity = force.scaled(by: step / 2)
            velocity += halfVelocity
            t += step
        }
        self.time = t
    }
}
