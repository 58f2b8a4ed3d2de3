extension Gesture {
    /// Runs `action` with the gesture's value each time it changes while recognized.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` with the gesture's final value when it ends (not when it fails).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The same gesture reporting `body(value)` instead of its value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}

/// A gesture that runs an action when its value changes (`onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        var last: Content.Value?
        return UpdateRecognizer(base: Flipbook.makeRecognizer(for: content)) { update in
            if case .changed(let changed) = update, let value = changed as? Content.Value, value != last {
                last = value
                action(value)
            }
            return update
        }
    }
}

/// A gesture that runs an action when it ends (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        UpdateRecognizer(base: Flipbook.makeRecognizer(for: content)) { update in
            if case .ended(let value) = update { action(value as! Content.Value) }
            return update
        }
    }
}

/// A gesture whose value is another's, transformed (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let body: (Content.Value) -> Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        UpdateRecognizer(base: Flipbook.makeRecognizer(for: content)) { update in
            switch update {
            case .changed(let value): .changed(body(value as! Content.Value))
            case .ended(let value): .ended(body(value as! Content.Value))
            case let other: other
            }
        }
    }
}

/// Passes each of the base's updates through `update`, which reports it as it is or transformed
/// and may act on it: how `onChanged`, `onEnded` and `map` wrap a gesture.
final class UpdateRecognizer: WrappingRecognizer {
    private let update: (GestureUpdate) -> GestureUpdate

    init(base: GestureRecognizer, update: @escaping (GestureUpdate) -> GestureUpdate) {
        self.update = update
        super.init(base: base)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate { update(base.handle(event)) }
}
