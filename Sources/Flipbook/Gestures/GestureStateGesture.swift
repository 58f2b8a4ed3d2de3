extension Gesture {
    /// Sets `state` while the gesture changes: `body` gets the value, the state to change, and the
    /// transaction the change is made in. The state resets when the gesture ends or fails.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}

/// A gesture that updates a `GestureState` as it changes (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void

    func makeRecognizer() -> GestureRecognizer {
        let box = state.box, body = update
        return UpdatingRecognizer(base: Flipbook.makeRecognizer(for: base), update: { value in
            var newState = box.value
            var transaction = Transaction()
            body(value as! Base.Value, &newState, &transaction)
            box.set(newState, in: transaction)
        }, reset: box.resetToInitial)
    }
}

/// Updates a gesture state with each value of the base; resets it when the base ends, fails or is cancelled.
final class UpdatingRecognizer: WrappingRecognizer {
    private let update: (Any) -> Void
    private let reset: () -> Void
    private var didUpdate = false

    init(base: GestureRecognizer, update: @escaping (Any) -> Void, reset: @escaping () -> Void) {
        self.update = update
        self.reset = reset
        super.init(base: base)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        let result = base.handle(event)
        if case .changed(let value) = result {
            didUpdate = true
            update(value)
        }
        if result.isFinal { resetIfUpdated() }
        return result
    }

    override func cancel() {
        base.cancel()
        resetIfUpdated()
    }

    private func resetIfUpdated() {
        guard didUpdate else { return }
        didUpdate = false
        reset()
    }
}
