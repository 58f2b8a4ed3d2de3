/// Animates its content through a sequence of phases: each step animates to the
/// next phase with `animation(phase)` and starts the next step once it has
/// logically completed. Without a trigger it loops from the first phase's
/// appearance; with one, every change of the trigger plays the sequence once,
/// back to the first phase.
public struct PhaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: Trigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    public init(_ phases: some Sequence<Phase>, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if let phase = phases.indices.contains(index) ? phases[index] : phases.first {
            content(phase)
                .onAppear { if trigger == nil { step(looping: true) } }
                .onChange(of: trigger) { step(looping: false) }
        }
    }

    /// Animates to the next phase, and schedules the step after it.
    private func step(looping: Bool) {
        guard phases.count > 1 else { return }
        let next = (index + 1) % phases.count
        let animation = animation(phases[next])
        withAnimation(animation) { index = next }
        guard looping || next != 0 else { return }
        afterDelay(animation.map(Self.completionTime) ?? 0) { step(looping: looping) }
    }

    /// When `animation` logically completes (or finishes), found by sampling it at 1/300 s.
    static func completionTime(_ animation: Animation) -> Double {
        var context = AnimationContext<Double>()
        for step in 1...3000 {
            let time = Double(step) / 300
            if animation.animate(value: 1.0, time: time, context: &context) == nil || context.isLogicallyComplete { return time }
        }
        return 10
    }
}

extension PhaseAnimator where Trigger == Never {
    /// Phases that loop for as long as the view is on screen.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }
}


extension View {
    /// Animates this view through `phases` every time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, T: Equatable>(
        _ phases: some Sequence<Phase>, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self, upstream: TransactionCarrier())
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }

    /// Animates this view through `phases`, looping.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self, upstream: TransactionCarrier())
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }
}
