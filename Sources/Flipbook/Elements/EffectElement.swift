import FlipbookDisplayList

/// A drawing effect around one child (offset, opacity, scale, shadow, clip…): it never changes
/// layout, and its value animates with the transaction that reaches the modifier itself.
/// Group effects also animate the frame they are given, as leaves animate theirs, so a clip
/// follows its content through a layout animation.
final class EffectElement<V: VectorArithmetic>: Element {
    private let state: PersistentState
    private let value: AnimatedAttribute<V>
    /// Appends the child's items, drawn for a presented value and the child's frame, to the last
    /// argument: into the caller's list directly, so that a frame makes no list per effect. A
    /// group of a transform and opacity comes from the last argument, last frame's group reused.
    private let wrap: @MainActor (V, CGRect, [DisplayItem], inout [DisplayItem], inout ReusedGroup) -> Void
    /// Unchecked for overlapping access (the dynamic check was 6 % of an animating offset's frame):
    /// only `draw(into:at:)` reaches it, and nothing `wrap` calls can reach the element.
    @exclusivity(unchecked) private var drawnGroup = ReusedGroup()
    private let animatesFrame: Bool
    private var frameSlot: AnimatedSlot<CGRect.AnimatableData>?

    /// - Parameter effect: the transform and opacity for a presented value and the child's frame.
    convenience init(key: PersistentKey<AnimatedSlot<V>>, value: V, child: Element, id: ViewID, context: ResolveContext,
                     effect: @escaping @MainActor (V, CGRect) -> (FlipbookDisplayList.AffineTransform, Double)) {
        self.init(key: key, value: value, child: child, id: id, context: context, animatesFrame: false) { value, frame, inner, items, reused in
            let (transform, opacity) = effect(value, frame)
            if transform == .identity, opacity >= 1 { return items.append(sharing: inner) }
            items.append(reused.group(transform: transform, opacity: max(0, opacity), items: inner))
        }
    }

    /// - Parameter projection: the projective transform for a presented value and the child's frame.
    convenience init(key: PersistentKey<AnimatedSlot<V>>, value: V, child: Element, id: ViewID, context: ResolveContext,
                     projection: @escaping @MainActor (V, CGRect) -> ProjectiveTransform) {
        self.init(key: key, value: value, child: child, id: id, context: context, animatesFrame: false) { value, frame, inner, items, reused in
            let transform = projection(value, frame)
            if transform == .identity { return items.append(sharing: inner) }
            if transform.isAffine { return items.append(reused.group(transform: transform.affine, opacity: 1, items: inner)) }
            if !inner.isEmpty { items.append(.group(GroupDrawing(items: inner, projection: transform))) }
        }
    }

    /// - Parameter group: the group (effects, clip, blend mode…) drawing the child's items for a
    ///   presented value and the child's frame; nothing is drawn when the child draws nothing.
    convenience init(key: PersistentKey<AnimatedSlot<V>>, value: V, child: Element, id: ViewID, context: ResolveContext,
                     group: @escaping @MainActor (V, CGRect, [DisplayItem]) -> GroupDrawing) {
        self.init(key: key, value: value, child: child, id: id, context: context, animatesFrame: true) { value, frame, inner, items, _ in
            if !inner.isEmpty { items.append(.group(group(value, frame, inner))) }
        }
    }

    private init(key: PersistentKey<AnimatedSlot<V>>, value: V, child: Element, id: ViewID, context: ResolveContext, animatesFrame: Bool,
                 wrap: @escaping @MainActor (V, CGRect, [DisplayItem], inout [DisplayItem], inout ReusedGroup) -> Void) {
        state = context.persistentState
        self.value = AnimatedAttribute(key: key, target: value)
        self.animatesFrame = animatesFrame
        self.wrap = wrap
        super.init(.effect, id: id, children: [child])
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        let valueChanged = value.detect(in: state, update)
        guard animatesFrame else { return valueChanged }
        let target = update.rounded(frame).animatableData
        let slot = state.slot(.effectFrame, initial: target, graph: update.graph)
        frameSlot = slot
        return slot.wouldChange(to: target) || valueChanged
    }

    override var isAnimatingItself: Bool? { state.hasAnimatingSlot }

    override func moveAnimatedFrame(by offset: CGSize) {
        if animatesFrame { state.existingSlot(.effectFrame)?.shift(by: offset) }
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        value.commit(in: state, transaction, update)
        // As a leaf's frame: in a matched-geometry flight the frame follows the flight, unanimated.
        let frameTransaction = transaction[FramesFollowFlightKey.self] ? Transaction() : transaction
        frameSlot?.update(to: update.rounded(frame).animatableData, transaction: frameTransaction, time: update.time)
    }

    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        var presentedFrame = frame
        if let frameSlot { presentedFrame.animatableData = frameSlot.presented(at: time) }
        wrap(value.presented(in: state, at: time), presentedFrame, inner, &items, &drawnGroup)
    }
}

extension EffectElement: PresentedEffect {
    var animatedState: PersistentState { state }
    var playingTransition: MotionSample.Transition? { nil }

    /// The transform and opacity the effect gives its content at `time` (after that frame is drawn).
    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        var presentedFrame = frame
        if let frameSlot { presentedFrame.animatableData = frameSlot.presented(at: time) }
        var drawn: [DisplayItem] = []
        var scratch = ReusedGroup()
        wrap(value.presented(in: state, at: time), presentedFrame, [PresentedEffects.marker], &drawn, &scratch)
        return PresentedEffects.of(drawn)
    }
}

extension PersistentKey {
    /// A group effect's frame, animated as a leaf's is.
    fileprivate static var effectFrame: PersistentKey<AnimatedSlot<CGRect.AnimatableData>> { "effect.frame" }
}
