/// An input a view recognizes from a finger: a primitive one (`DragGesture`, `TapGesture`,
/// `LongPressGesture`), one changed by a modifier (`onChanged`, `updating`, `map`…), or one made
/// of others in its `body`. Attach it with `gesture(_:including:)`; a script's `Drag`, `LongPress`
/// and `Tap` move a finger over it on scene time.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body: Flipbook recognizes them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture Flipbook recognizes itself rather than through its `body`.
@MainActor
protocol PrimitiveGesture {
    /// A recognizer for one touch sequence, its callbacks those of this gesture value.
    func makeRecognizer() -> GestureRecognizer
}

/// A recognizer for `gesture`: its own, or its body's.
@MainActor
func makeRecognizer(for gesture: any Gesture) -> GestureRecognizer {
    if let primitive = gesture as? any PrimitiveGesture { return primitive.makeRecognizer() }
    return makeRecognizer(for: gesture.body)
}
