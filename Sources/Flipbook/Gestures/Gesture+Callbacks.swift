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
        ChangedRecognizer(base: Flipbook.makeRecognizer(for: content), action: { action($0 as! Content.Value) },
                          isSame: { ($0 as? Content.Value) == ($1 as? Content.Value) })
    }
}

/// A gesture that runs an action when it ends (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        EndedRecognizer(base: Flipbook.makeRecognizer(for: content), action: { action($0 as! Content.Value) })
    }
}

/// A gesture whose value is another's, transformed (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let body: (Content.Value) -> Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        MapRecognizer(base: Flipbook.makeRecognizer(for: content), transform: { body($0 as! Content.Value) })
    }
}

/// Runs `action` with each new value the base reports.
final class ChangedRecognizer: WrappingRecognizer {
    private let action: (Any) -> Void
    private let isSame: (Any, Any) -> Bool
    private var last: Any?

    init(base: GestureRecognizer, action: @escaping (Any) -> Void, isSame: @escaping (Any, Any) -> Bool) {
        self.action = action
        self.isSame = isSame
        super.init(base: base)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        let update = base.handle(event)
        if case .changed(let value) = update, !(last.map { isSame($0, value) } ?? false) {
            last = value
            action(value)
        }
        return update
    }
}

/// Runs `action` with the value the base ends with.
final class EndedRecognizer: WrappingRecognizer {
    private let action: (Any) -> Void

    init(base: GestureRecognizer, action: @escaping (Any) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        let update = base.handle(event)
        if case .ended(let value) = update { action(value) }
        return update
    }
}

/// Reports the base's values transformed.
final class MapRecognizer: WrappingRecognizer {
    private let transform: (Any) -> Any

    init(base: GestureRecognizer, transform: @escaping (Any) -> Any) {
        self.transform = transform
        super.init(base: base)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        switch base.handle(event) {
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case let other: other
        }
    }
}
