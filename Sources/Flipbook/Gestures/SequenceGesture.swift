extension Gesture {
    /// This gesture, then `other` once it has ended (a long press, then a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Two gestures one after the other: the second starts where the first ended, with the finger
/// still down; it fails when either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture is running, and the values so far.
    public enum Value {
        /// The first is running.
        case first(First.Value)
        /// The first ended with its value; the second's latest value, nil until it has one.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        SequenceRecognizer(Flipbook.makeRecognizer(for: first), Flipbook.makeRecognizer(for: second),
                           first: { Value.first($0 as! First.Value) },
                           second: { Value.second($0 as! First.Value, $1 as? Second.Value) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Feeds events to the first recognizer until it ends, then to the second.
final class SequenceRecognizer: GestureRecognizer {
    private let first: GestureRecognizer
    private let second: GestureRecognizer
    private let makeFirst: (Any) -> Any
    private let makeSecond: (Any, Any?) -> Any
    private var firstValue: Any?

    init(_ first: GestureRecognizer, _ second: GestureRecognizer,
         first makeFirst: @escaping (Any) -> Any, second makeSecond: @escaping (Any, Any?) -> Any) {
        self.first = first
        self.second = second
        self.makeFirst = makeFirst
        self.makeSecond = makeSecond
    }

    override var isRecognized: Bool { first.isRecognized }
    override var deadline: Double? { firstValue == nil ? first.deadline : second.deadline }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        guard let firstValue else {
            switch first.handle(event) {
            case .none: return .none
            case .failed: return .failed
            case .changed(let value): return .changed(makeFirst(value))
            case .ended(let value):
                self.firstValue = value
                // The second gesture starts with the finger where it is.
                return secondUpdate(second.handle(event.with(phase: .down)), value, startingNow: true)
            }
        }
        return secondUpdate(second.handle(event), firstValue, startingNow: false)
    }

    private func secondUpdate(_ update: GestureUpdate, _ firstValue: Any, startingNow: Bool) -> GestureUpdate {
        switch update {
        case .none: startingNow ? .changed(makeSecond(firstValue, nil)) : .none
        case .changed(let value): .changed(makeSecond(firstValue, value))
        case .ended(let value): .ended(makeSecond(firstValue, value))
        case .failed: .failed
        }
    }

    override func cancel() {
        (firstValue == nil ? first : second).cancel()
    }
}
