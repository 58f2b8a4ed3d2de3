import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(
            DelayAnimation(base: self, delay: delay),
            validationError: validationError ?? AnimationValidation.error(
                AnimationValidation.call("Animation.delay", [(nil, delay)]),
                AnimationValidation.duration("delay", delay)
            )
        )
    }

    /// Changes the duration of the animation by adjusting its speed: 2 halves the duration.
    public func speed(_ speed: Double) -> Animation {
        Animation(
            SpeedAnimation(base: self, speed: speed),
            validationError: validationError ?? AnimationValidation.error(
                AnimationValidation.call("Animation.speed", [(nil, speed)]),
                AnimationValidation.within(AnimationLimits.speeds, "speed", speed)
            )
        )
    }

    /// Repeats the animation `repeatCount` times; with `autoreverses`, every other pass runs
    /// backwards (and counts toward `repeatCount`).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(
            RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses),
            validationError: validationError ?? AnimationValidation.error(
                "Animation.repeatCount(\(repeatCount), autoreverses: \(autoreverses))",
                repeatCount < 0 ? "repeatCount must be ≥ 0"
                    : repeatCount > AnimationLimits.maximumRepeatCount
                    ? "repeatCount must be at most \(AnimationLimits.maximumRepeatCount) (use repeatForever)" : nil
            )
        )
    }

    /// Repeats the animation for as long as it is attached.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(
            RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses),
            validationError: validationError
        )
    }

    /// This animation with its repeats (`repeatCount`, `repeatForever`) removed, keeping its other
    /// modifiers (delay, speed, logical completion): one pass of the base.
    public func nonRepeating() -> Animation {
        if let repeating = self.as(RepeatAnimation.self) { return repeating.base.nonRepeating() }
        if var delayed = self.as(DelayAnimation.self) {
            delayed.base = delayed.base.nonRepeating()
            return Animation(delayed, validationError: validationError)
        }
        if var sped = self.as(SpeedAnimation.self) {
            sped.base = sped.base.nonRepeating()
            return Animation(sped, validationError: validationError)
        }
        if var completing = self.as(LogicallyCompleteAnimation.self) {
            completing.base = completing.base.nonRepeating()
            return Animation(completing, validationError: validationError)
        }
        return self
    }

    /// Marks the animation logically complete `duration` seconds after it starts, in addition
    /// to its own logical completion.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(
            LogicallyCompleteAnimation(base: self, duration: duration),
            validationError: validationError ?? AnimationValidation.error(
                AnimationValidation.call("Animation.logicallyComplete", [("after", duration)]),
                AnimationValidation.duration("duration", duration)
            )
        )
    }
}
