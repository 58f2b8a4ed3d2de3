/// Shows its content at the value of a keyframe timeline, every frame: looping
/// from its appearance (`repeating`), or played once each time `trigger` changes.
///
///     KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///         Circle().scaleEffect(scale)
///     } keyframes: { _ in
///         KeyframeTrack { SpringKeyframe(1.5, duration: 0.3); SpringKeyframe(1.0) }
///     }
public struct KeyframeAnimator<Value, Trigger: Equatable, Content: View>: View, PrimitiveView {
    let initialValue: Value
    let trigger: Trigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframeTracks<Value>

    public init(initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let record = context.owner.child(at: context.id, type: ObjectIdentifier(Self.self))
        let clock = (record.animatableState as? KeyframeClock) ?? KeyframeClock()
        record.animatableState = clock
        context.graph.animatableBodies.register(record)
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        clock.duration = timeline.duration
        clock.keyframeTimes = timeline.keyframeTimes
        clock.repeating = repeating
        let now = context.graph.time
        if let trigger {
            if let last = clock.trigger as? Trigger, last != trigger { clock.start = now }
            clock.trigger = trigger
        } else if clock.start == nil {
            clock.start = now
        }
        var value = initialValue
        if let start = clock.start {
            let elapsed = max(0, now - start)
            value = timeline.value(time: repeating && timeline.duration > 0 ? elapsed.truncatingRemainder(dividingBy: timeline.duration) : elapsed)
        }
        var inner = context
        inner.owner = record
        inner.id = context.id.appending(.content)
        record.beginResolve()
        defer { record.endResolve() }
        return context.wrapEach(inner.resolve(content(value))) { KeyframeTimelineElement(clock: clock, child: $0, id: $1) }
    }
}

extension KeyframeAnimator where Trigger == Never {
    /// Keyframes that play from the view's appearance, looping when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }
}

extension View {
    /// Plays `keyframes` each time `trigger` changes, showing `content` at their value.
    public func keyframeAnimator<Value, T: Equatable>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self, upstream: TransactionCarrier())
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` from the view's appearance, looping when `repeating`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self, upstream: TransactionCarrier())
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }
}
