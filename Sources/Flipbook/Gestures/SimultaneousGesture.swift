extension Gesture {
    /// This gesture and `other` recognized together: the value holds each one's latest value.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures recognized at the same time; it ends when both are done and one of them ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Each gesture's latest value; nil until it has one.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        SimultaneousRecognizer(Flipbook.makeRecognizer(for: first), Flipbook.makeRecognizer(for: second)) {
            Value(first: $0 as? First.Value, second: $1 as? Second.Value)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Feeds every event to both recognizers.
final class SimultaneousRecognizer: GestureRecognizer {
    private var parts: [(recognizer: GestureRecognizer, value: Any?, state: PartState)]
    private let combine: (Any?, Any?) -> Any

    private enum PartState { case running, ended, failed }

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, combine: @escaping (Any?, Any?) -> Any) {
        parts = [(first, nil, .running), (second, nil, .running)]
        self.combine = combine
    }

    override var isRecognized: Bool { parts.contains { $0.recognizer.isRecognized } }
    override var deadline: Double? { parts.filter { $0.state == .running }.compactMap(\.recognizer.deadline).min() }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        var changed = false
        for index in parts.indices where parts[index].state == .running {
            switch parts[index].recognizer.handle(event) {
            case .none: break
            case .changed(let value): parts[index].value = value; changed = true
            case .ended(let value): parts[index].value = value; parts[index].state = .ended; changed = true
            case .failed: parts[index].state = .failed
            }
        }
        let value = combine(parts[0].value, parts[1].value)
        if parts.allSatisfy({ $0.state != .running }) {
            return parts.contains { $0.state == .ended } ? .ended(value) : .failed
        }
        return changed ? .changed(value) : .none
    }

    override func cancel() {
        for part in parts where part.state == .running { part.recognizer.cancel() }
    }
}
