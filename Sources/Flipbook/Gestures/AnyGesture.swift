/// A type-erased gesture with the value of the gesture it wraps.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    private let base: any Gesture

    public init<T: Gesture>(_ gesture: T) where T.Value == Value { base = gesture }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer { Flipbook.makeRecognizer(for: base) }
}
