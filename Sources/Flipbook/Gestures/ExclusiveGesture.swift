extension Gesture {
    /// This gesture or `other`, whichever is recognized first (this one on a tie); the other is cancelled.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// One of two gestures: the first to be recognized, the first gesture when both are at once.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of the gesture that is running.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        ExclusiveRecognizer([Flipbook.makeRecognizer(for: first), Flipbook.makeRecognizer(for: second)],
                            wrap: [{ Value.first($0 as! First.Value) }, { Value.second($0 as! Second.Value) }])
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Feeds events to both recognizers until one is recognized, then to that one only.
final class ExclusiveRecognizer: GestureRecognizer {
    private let parts: [GestureRecognizer]
    private let wrap: [(Any) -> Any]
    private var running: Set<Int> = [0, 1]
    private var winner: Int?

    init(_ parts: [GestureRecognizer], wrap: [(Any) -> Any]) {
        self.parts = parts
        self.wrap = wrap
    }

    override var isRecognized: Bool { winner != nil }
    override var deadline: Double? { running.compactMap { parts[$0].deadline }.min() }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        var result = GestureUpdate.none
        for index in running.sorted() {
            let update = parts[index].handle(event)
            if update.isFinal { running.remove(index) }
            if winner == nil, parts[index].isRecognized {
                winner = index
                result = .none
                for other in running.sorted() where other != index { parts[other].cancel() }
                running = running.intersection([index])
            }
            guard winner == nil || winner == index else { continue }
            switch update {
            case .changed(let value): result = .changed(wrap[index](value))
            case .ended(let value): result = .ended(wrap[index](value))
            case .failed, .none: break
            }
        }
        return running.isEmpty && !isEnded(result) ? .failed : result
    }

    private func isEnded(_ update: GestureUpdate) -> Bool {
        if case .ended = update { return true }
        return false
    }

    override func cancel() {
        for index in running.sorted() { parts[index].cancel() }
    }
}
