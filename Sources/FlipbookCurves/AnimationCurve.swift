import FlipbookAnimation

/// An animation's progress curve as numbers, and the axis ticks a plot of it draws.
public enum AnimationCurve {
    /// `(time, value, velocity)` samples of `animation` from 0 to 1 every 1/300 s
    /// (the fluid spring's own integration step, so its curve does not alias),
    /// until it finishes (at most 5 s: 1,501 samples).
    public static func samples(_ animation: Animation) -> [(time: Double, value: Double, velocity: Double)] {
        var context = AnimationContext<Double>()
        var samples: [(Double, Double, Double)] = []
        var previous = 0.0
        for step in 0...1500 {
            let time = Double(step) / 300
            guard let value = animation.animate(value: 1.0, time: time, context: &context) else {
                samples.append((time, 1, 0))
                break
            }
            let velocity = animation.velocity(value: 1.0, time: time, context: context) ?? (step == 0 ? 0 : (value - previous) * 300)
            samples.append((time, value, velocity))
            previous = value
        }
        return samples
    }

    /// Grid lines from `low` to `high` (at most about 10): steps of 0.1, 0.25, 0.5, then 1, 2, 5
    /// times a power of ten, the smallest that leaves at most 8 steps.
    public static func ticks(low: Double, high: Double) -> [Double] {
        let span = high - low
        guard span.isFinite, span > 0 else { return [low] }
        var chosen = [0.1, 0.25, 0.5].first { span / $0 <= 8 }
        var decade = 1.0
        while chosen == nil {
            chosen = [1, 2, 5].map { $0 * decade }.first { span / $0 <= 8 }
            decade *= 10
        }
        let step = chosen!
        return Array(stride(from: (low / step).rounded(.up) * step, through: high + 1e-9, by: step))
    }
}
